// Query-string helpers shared by the feature routes: a bad value is a 400 with the field named,
// never a silent default and never a 500.
import { badRequest } from "../http";

/** `limit`-style integers: absent -> `def`; above `max` -> `max`; not a positive whole number -> 400. */
export function parseLimit(raw: unknown, def: number, max: number, field = "limit"): number {
  if (raw === undefined || raw === "") return def;
  const s = String(raw);
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) {
    const message = `${field} must be a whole number of at least 1`;
    throw badRequest(message, { [field]: message });
  }
  return Math.min(Number(s), max);
}

/** An optional text parameter: first value if repeated, trimmed, undefined when empty. */
export function textParam(raw: unknown): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (typeof v !== "string") return undefined;
  const t = v.trim();
  return t ? t : undefined;
}
