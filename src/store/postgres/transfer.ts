// `rentfair transfer --to <postgres-url>` (issue 24, contract §7.1): moves a SQLite site (the database
// in DATA_DIR) into an EMPTY PostgreSQL database, so that the moved site answers every request as
// before: the same rows with the same ids (identity sequences moved past them), the same sessions
// (rows, and the session secret kept in the database for every node), the same figures.
//
// Steps: the PostgreSQL database is migrated (migrate.ts), refused when any of its tables holds a row,
// then filled in ONE transaction, table by table in foreign-key order, in batches read by rowid (by
// primary key for a table WITHOUT ROWID; a reply's parent or a merged landlord is always older than
// what points at it). Before the commit it
// checks that every table holds as many rows as SQLite's and that the figures add up: each
// landlord's totalReviews is its reviews' count and each review's helpfulCount its votes' count, and
// the sums of the figures equal SQLite's. Anything off rolls the whole copy back. The SQLite file is
// only read (a server may keep running on it meanwhile, but writes after the copy began are not moved:
// stop it first).
import type { Database } from "bun:sqlite";
import { getTableName, is, Table } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import * as pgSchema from "./schema";
import { TransferRefusedError } from "../../commands/errors";

export { TransferRefusedError };

export interface TransferResult {
  /** Rows per table, as copied (equal on both sides). */
  rows: Record<string, number>;
  figures: { landlords: number; reviews: number; totalReviews: number; helpfulVotes: number; ratingSum: number };
}

/** The tables of the PostgreSQL schema (the same as SQLite's: schema.test.ts), parents before children. */
export function tablesInForeignKeyOrder(): string[] {
  const tables = (Object.values(pgSchema) as unknown[]).filter((v): v is PgTable => is(v, Table));
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const name = getTableName(table);
    const refs = new Set(getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)).filter((t) => t !== name));
    parents.set(name, refs);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new Error(`a foreign-key cycle through ${name}`);
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    path.delete(name);
    placed.add(name);
    order.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name, new Set());
  return order;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const batchFor = (columns: number) => Math.max(1, Math.min(2000, Math.floor(60_000 / Math.max(1, columns))));

/** Figures as a recount sees them, on either database (the same SQL). */
const FIGURES_SQL = `SELECT
  (SELECT count(*) FROM landlords) AS landlords,
  (SELECT count(*) FROM reviews) AS reviews,
  (SELECT coalesce(sum(total_reviews), 0) FROM landlords) AS "totalReviews",
  (SELECT coalesce(sum(helpful_count), 0) FROM reviews) AS "helpfulVotes",
  (SELECT coalesce(round(sum(average_rating) * 10), 0) FROM landlords) AS "ratingSum"`;

export async function transferToPostgres(
  sqlite: Database,
  pg: Sql,
  options: { sessionSecret: string; onTable?: (table: string, rows: number) => void },
): Promise<TransferResult> {
  const tables = tablesInForeignKeyOrder();
  for (const table of tables) {
    const [row] = await pg.unsafe<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`);
    if (row!.any) throw new TransferRefusedError(`the PostgreSQL database is not empty (table ${table} has rows); transfer only fills an empty one`);
  }
  return pg.begin(async (tx) => {
    const rows: Record<string, number> = {};
    // The kept figures (issue 32's triggers) are copied as SQLite holds them: the triggers that keep
    // them would count every copied review, vote and report a second time. Off for the copy only,
    // inside this transaction (ALTER TABLE is transactional); the recount below checks the result.
    for (const table of tables) await tx.unsafe(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);
    for (const table of tables) {
      const pgColumns = new Set(
        (await tx<{ column_name: string }[]>`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`).map((c) => c.column_name),
      );
      const columns = (sqlite.query(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name).filter((c) => pgColumns.has(c));
      const batch = batchFor(columns.length);
      const next = batchReader(sqlite, table, columns, batch);
      let copied = 0;
      for (;;) {
        const values = next();
        if (values.length === 0) break;
        await tx`INSERT INTO ${tx(table)} ${tx(values as Record<string, string | number | null>[], ...columns)}`;
        copied += values.length;
      }
      const [{ n }] = sqlite.query(`SELECT count(*) AS n FROM ${quote(table)}`).all() as { n: number }[];
      const [pgCount] = await tx.unsafe<{ n: string }[]>(`SELECT count(*)::text AS n FROM ${quote(table)}`);
      if (Number(pgCount!.n) !== n || copied !== n) throw new Error(`table ${table}: ${n} row(s) in SQLite, ${pgCount!.n} copied; nothing was transferred`);
      rows[table] = n;
      options.onTable?.(table, n);
    }
    for (const table of tables) await tx.unsafe(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
    // Identity columns continue after the ids moved (an explicit id does not move its sequence).
    const identities = await tx<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`;
    for (const { table_name, column_name } of identities) {
      await tx.unsafe(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(column_name)}) FROM ${quote(table_name)}), 0) + 1, false)`,
        [quote(table_name), column_name],
      );
    }
    // Figures: equal to a recount on PostgreSQL, and the same sums as SQLite's.
    const [wrong] = await tx<{ landlords: string; reviews: string }[]>`SELECT
      (SELECT count(*) FROM landlords l WHERE l.total_reviews <> (SELECT count(*) FROM reviews r WHERE r.landlord_id = l.id AND r.hidden_at IS NULL))::text AS landlords,
      (SELECT count(*) FROM reviews r WHERE r.helpful_count <> (SELECT count(*) FROM helpful_votes v WHERE v.review_id = r.id))::text AS reviews`;
    if (wrong!.landlords !== "0" || wrong!.reviews !== "0") {
      throw new Error(`figures differ from a recount (${wrong!.landlords} landlord(s), ${wrong!.reviews} review(s)); nothing was transferred`);
    }
    const [pgFigures] = await tx.unsafe<Record<string, string>[]>(FIGURES_SQL);
    const [sqliteFigures] = sqlite.query(FIGURES_SQL).all() as Record<string, number>[];
    const figures = Object.fromEntries(Object.entries(sqliteFigures!).map(([k, v]) => [k, Number(v)])) as TransferResult["figures"];
    for (const [key, value] of Object.entries(figures)) {
      if (Number(pgFigures![key]) !== value) throw new Error(`figure ${key}: ${value} in SQLite, ${pgFigures![key]} in PostgreSQL; nothing was transferred`);
    }
    // The same cookies stay valid: the site's secret becomes the database's (every node reads it).
    await tx`INSERT INTO node_settings (key, value) VALUES ('session_secret', ${options.sessionSecret})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
    return { rows, figures };
  }) as Promise<TransferResult>;
}

/**
 * Reads `table`'s rows in batches of `batch`, each call the next (none once all are read): by rowid,
 * or by primary key for a table WITHOUT ROWID (landlord_addresses, SQLite migration 0019), which has
 * no rowid to page by.
 */
function batchReader(sqlite: Database, table: string, columns: string[], batch: number): () => Record<string, unknown>[] {
  const list = columns.map(quote).join(", ");
  const schema = sqlite.query("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) as { sql: string } | null;
  if (!schema || !/WITHOUT\s+ROWID/i.test(schema.sql)) {
    const read = sqlite.query(`SELECT rowid AS "__rowid", ${list} FROM ${quote(table)} WHERE rowid > ? ORDER BY rowid LIMIT ?`);
    let after = Number.MIN_SAFE_INTEGER;
    return () => {
      const chunk = read.all(after, batch) as Record<string, unknown>[];
      if (chunk.length) after = chunk.at(-1)!.__rowid as number;
      return chunk.map(({ __rowid: _, ...row }) => row);
    };
  }
  const key = (sqlite.query("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk").all(table) as { name: string }[]).map((c) => quote(c.name));
  const first = sqlite.query(`SELECT ${list} FROM ${quote(table)} ORDER BY ${key.join(", ")} LIMIT ?`);
  const rest = sqlite.query(`SELECT ${list} FROM ${quote(table)} WHERE (${key.join(", ")}) > (${key.map(() => "?").join(", ")}) ORDER BY ${key.join(", ")} LIMIT ?`);
  const keyNames = key.map((k) => k.slice(1, -1));
  let after: unknown[] | null = null;
  return () => {
    const chunk = (after ? rest.all(...(after as string[]), batch) : first.all(batch)) as Record<string, unknown>[];
    if (chunk.length) after = keyNames.map((k) => chunk.at(-1)![k]);
    return chunk;
  };
}
