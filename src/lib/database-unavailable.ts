// Whether an error means the database cannot be reached right now (issue 24, contract §7.1): the
// server answers 503 JSON (plugins/errors.ts) instead of 500, and `/api/health` says 503, until it
// returns; postgres-js opens new connections by itself on the next query, so no restart is needed.
// Told by codes, not messages: the driver's connection codes and PostgreSQL's SQLSTATE classes 08
// (connection exception) and 57P (shutdown, restart, cannot connect now), 53300 (too many connections).
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (CONNECTION_CODES.has(code) || code.startsWith("08") || code.startsWith("57P") || code === "53300") return true;
  }
  return false;
}
