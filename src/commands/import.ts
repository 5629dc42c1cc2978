// `rentfair import landlords.csv`: landlords from a CSV with a header row naming name, type and
// location (any order, other columns ignored). Bad rows are reported with their line number and
// skipped; duplicates (of the database or of an earlier row) are skipped; good rows are added in
// one transaction through the routes' repository, then indexed for search.
import type { AppDeps } from "../deps";
import { writeTx } from "../db/connection";
import { landlordCreateSchema, fieldErrors } from "../contract/schemas";
import { dedupeKey, insertLandlord, landlordByKey } from "../modules/landlords/repository";

export interface ImportResult {
  added: number;
  skipped: number;
  errors: { line: number; message: string }[];
}

/** RFC 4180 rows with their starting line numbers: quoted fields may hold commas, quotes ("") and newlines. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const s = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') field += s[++i];
      else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && s[i + 1] === "\n") i++;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = "";
      rowLine = ++line;
    } else field += c;
  }
  if (field !== "" || fields.length) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows.filter((r) => r.fields.some((f) => f.trim() !== ""));
}

export function importLandlordsCsv(deps: AppDeps, csvText: string): ImportResult {
  const rows = parseCsv(csvText);
  const result: ImportResult = { added: 0, skipped: 0, errors: [] };
  const header = rows.shift();
  const columns = header?.fields.map((h) => h.trim().toLowerCase()) ?? [];
  const at = { name: columns.indexOf("name"), type: columns.indexOf("type"), location: columns.indexOf("location") };
  if (!header || at.name < 0 || at.type < 0 || at.location < 0) {
    result.errors.push({ line: header?.line ?? 1, message: "the header row must name the columns name, type and location" });
    return result;
  }

  const added: string[] = [];
  writeTx(deps.db, (tx) => {
    const seen = new Set<string>();
    for (const row of rows) {
      const parsed = landlordCreateSchema.safeParse({
        name: row.fields[at.name] ?? "",
        type: (row.fields[at.type] ?? "").trim().toLowerCase(),
        location: row.fields[at.location] ?? "",
      });
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        result.errors.push({ line: row.line, message: Object.entries(errors).map(([f, m]) => `${f}: ${m}`).join("; ") });
        continue;
      }
      const key = dedupeKey(parsed.data.name, parsed.data.location);
      if (seen.has(key) || landlordByKey(tx, parsed.data.name, parsed.data.location)) {
        result.skipped++;
        continue;
      }
      seen.add(key);
      added.push(insertLandlord(tx, parsed.data).id);
    }
  });
  result.added = added.length;
  for (const id of added) deps.search.landlordChanged(id);
  return result;
}
