// `rentfair import landlords.csv`: landlords from a CSV with a header row naming name, type and
// location (any order, other columns ignored). Bad rows are reported with their line number and
// skipped; duplicates (of the database or of an earlier row) are skipped; good rows are added
// by the store (`operations.addLandlords`, src/store/operations.ts).
//
// The file is read as a stream (docs/product-rules.md#running-it): the parser keeps only the row it is in, and rows
// are committed in batches of BATCH_ROWS, one transaction each, so memory stays flat whatever the
// file's size and a running server (which reads between our batches) is never held up for long.
// A batch that commits is kept even when a later one fails; running the import again skips what
// is already there. The store publishes each batch's new landlords (the in-process search index
// takes them); a running server notices the commits itself (docs/operations.md).
import type { AppDeps } from "../deps";
import type { OperationsStore } from "../store/operations";
import { landlordCreateSchema, fieldErrors, type LandlordCreateInput } from "../contract/schemas";

export const BATCH_ROWS = 5_000;

export interface ImportError {
  line: number;
  message: string;
}

export interface ImportResult {
  added: number;
  skipped: number;
  errors: ImportError[];
}

export interface ImportProgress {
  /** Data rows read so far (the header not counted). */
  rows: number;
  added: number;
  skipped: number;
  errors: number;
}

export interface CsvRow {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 rows with their starting line numbers, fed a chunk at a time: quoted fields may hold
 * commas, quotes ("") and newlines, and a chunk may end anywhere, even between the \r and \n of
 * a line end or inside a quoted field (the unfinished row is kept and read again with the next
 * chunk). Fields are sliced out of the text, not built a character at a time: 100,000 rows parse
 * in a fraction of a second. Blank lines are dropped.
 */
export class CsvRowReader {
  private carry = "";
  private line = 1;
  private started = false;

  push(chunk: string): CsvRow[] {
    let s = this.carry + chunk;
    if (!this.started) {
      this.started = true;
      s = s.replace(/^\uFEFF/, "");
    }
    return this.rows(s, false);
  }

  /** The last row, when the file does not end with a line break. */
  end(): CsvRow[] {
    const s = this.carry;
    this.carry = "";
    return s === "" ? [] : this.rows(s, true);
  }

  private rows(s: string, final: boolean): CsvRow[] {
    const rows: CsvRow[] = [];
    let pos = 0;
    while (pos < s.length) {
      const row = readRow(s, pos, final);
      if (!row) break;
      if (row.fields.some((f) => f.trim() !== "")) rows.push({ line: this.line, fields: row.fields });
      this.line += row.lines;
      pos = row.next;
    }
    this.carry = s.slice(pos);
    return rows;
  }
}

const COMMA = 44;
const LF = 10;
const CR = 13;
const QUOTE = 34;

/**
 * One row starting at `pos`: its fields, where the next row starts, and how many line breaks it
 * spans. Null when the text ends before the row does and more may come (`final` false).
 */
function readRow(s: string, pos: number, final: boolean): { fields: string[]; next: number; lines: number } | null {
  const fields: string[] = [];
  let lines = 0;
  let i = pos;
  for (;;) {
    let field = "";
    if (s.charCodeAt(i) === QUOTE) {
      let j = i + 1;
      for (;;) {
        const k = s.indexOf('"', j);
        if (k < 0) {
          if (!final) return null;
          field += s.slice(j);
          lines += countLines(s, j, s.length);
          i = s.length;
          break;
        }
        field += s.slice(j, k);
        lines += countLines(s, j, k);
        if (k + 1 >= s.length && !final) return null; // a quote at the end: maybe the first of ""
        if (s.charCodeAt(k + 1) === QUOTE) {
          field += '"';
          j = k + 2;
          continue;
        }
        i = k + 1;
        break;
      }
    }
    // Unquoted text (or what follows a closing quote) up to the next comma or line end.
    let k = i;
    while (k < s.length) {
      const c = s.charCodeAt(k);
      if (c === COMMA || c === LF || c === CR) break;
      k++;
    }
    field += s.slice(i, k);
    if (k >= s.length) {
      if (!final) return null;
      fields.push(field);
      return { fields, next: s.length, lines };
    }
    fields.push(field);
    const c = s.charCodeAt(k);
    if (c === COMMA) {
      i = k + 1;
      if (i >= s.length) {
        if (!final) return null;
        fields.push("");
        return { fields, next: s.length, lines };
      }
      continue;
    }
    if (c === CR) {
      if (k + 1 >= s.length && !final) return null; // the \n of a \r\n may be in the next chunk
      if (s.charCodeAt(k + 1) === LF) k++;
    }
    return { fields, next: k + 1, lines: lines + 1 };
  }
}

function countLines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf("\n", from); i >= 0 && i < to; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

/** The whole of a CSV text as rows (see CsvRowReader). */
export function parseCsv(text: string): CsvRow[] {
  const reader = new CsvRowReader();
  return [...reader.push(text), ...reader.end()];
}

export interface ImportOptions {
  batchRows?: number;
  /** After each committed batch (and at the end). */
  onProgress?: (progress: ImportProgress) => void;
  /** Each bad row, as soon as it is read. */
  onError?: (error: ImportError) => void;
}

const HEADER_ERROR = "the header row must name the columns name, type and location";

/** Imports landlords from CSV text arriving in chunks (a file stream, or one string). */
export async function importLandlords(operations: OperationsStore, chunks: AsyncIterable<string> | Iterable<string>, options: ImportOptions = {}): Promise<ImportResult> {
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const result: ImportResult = { added: 0, skipped: 0, errors: [] };
  const progress: ImportProgress = { rows: 0, added: 0, skipped: 0, errors: 0 };
  const reader = new CsvRowReader();
  let at: { name: number; type: number; location: number } | null = null;
  let batch: CsvRow[] = [];

  const fail = (error: ImportError) => {
    result.errors.push(error);
    progress.errors++;
    options.onError?.(error);
  };

  const commit = async () => {
    if (!batch.length || !at) return;
    const columns = at;
    const rows = batch;
    batch = [];
    const good: LandlordCreateInput[] = [];
    const bad: ImportError[] = [];
    for (const row of rows) {
      const parsed = landlordCreateSchema.safeParse({
        name: row.fields[columns.name] ?? "",
        type: (row.fields[columns.type] ?? "").trim().toLowerCase(),
        location: row.fields[columns.location] ?? "",
      });
      if (parsed.success) good.push(parsed.data);
      else bad.push({ line: row.line, message: Object.entries(fieldErrors(parsed.error)).map(([f, m]) => `${f}: ${m}`).join("; ") });
    }
    const { added, skipped } = good.length ? await operations.addLandlords(good) : { added: 0, skipped: 0 };
    for (const e of bad) fail(e);
    result.added += added;
    result.skipped += skipped;
    progress.added = result.added;
    progress.skipped = result.skipped;
    options.onProgress?.({ ...progress });
  };

  const take = async (rows: CsvRow[]) => {
    for (const row of rows) {
      if (!at) {
        const columns = row.fields.map((h) => h.trim().toLowerCase());
        at = { name: columns.indexOf("name"), type: columns.indexOf("type"), location: columns.indexOf("location") };
        if (at.name < 0 || at.type < 0 || at.location < 0) {
          fail({ line: row.line, message: HEADER_ERROR });
          return false;
        }
        continue;
      }
      progress.rows++;
      batch.push(row);
      if (batch.length >= batchRows) await commit();
    }
    return true;
  };

  for await (const chunk of chunks) {
    if (!(await take(reader.push(chunk)))) return result;
  }
  if (!(await take(reader.end()))) return result;
  if (!at) {
    fail({ line: 1, message: HEADER_ERROR });
    return result;
  }
  await commit();
  if (progress.rows === 0) options.onProgress?.({ ...progress });
  return result;
}

/** A whole CSV text, imported into the app's database and its search index (tests, small files). */
export async function importLandlordsCsv(deps: AppDeps, csvText: string): Promise<ImportResult> {
  return importLandlords(deps.store.operations, [csvText]);
}
