// The PostgreSQL schema is the SQLite one's twin (issue 24): the same tables, columns (names, types as
// schema.ts maps them, nullability, defaults, keys, identities), foreign keys and indexes, compared
// through drizzle's own table config so a column added on one side only fails here.
import { describe, expect, test } from "bun:test";
import { Column, getTableName, is, SQL, StringChunk, Table } from "drizzle-orm";
import { getTableConfig as pgConfig, type PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import * as pg from "./schema";
import * as sqlite from "../sqlite/schema";

const tablesOf = (module: Record<string, unknown>) =>
  new Map(Object.values(module).filter((v): v is Table => is(v, Table)).map((t) => [getTableName(t), t]));

/** The PostgreSQL column types each SQLite type may become (schema.ts says why). */
const typeMap: Record<string, string[]> = {
  SQLiteInteger: ["PgInteger", "PgBigInt53"],
  SQLiteText: ["PgText"],
  SQLiteReal: ["PgDoublePrecision"],
};

/** Expressions each dialect writes its own way, given as SQLite writes them (issue 32's sessions_user_idx). */
const DIALECT_TWINS: Record<string, string> = { "((sess::jsonb ->> 'userId')::integer)": "json_extract(sess, '$.userId')" };

/** An index's target as text: its columns' names, or an expression with its columns named. */
function target(part: unknown): string {
  if (is(part, Column)) return part.name;
  if (is(part, SQL)) {
    const text = part.queryChunks.map((c) => (is(c, StringChunk) ? c.value.join("") : is(c, Column) ? c.name : "?")).join("");
    return DIALECT_TWINS[text] ?? text;
  }
  // PostgreSQL's IndexedColumn: a column with its sort order, which neither schema sets.
  if (typeof part === "object" && part !== null && typeof (part as { name?: unknown }).name === "string") return (part as { name: string }).name;
  throw new Error(`an index part that is neither a column nor an expression: ${String(part)}`);
}

type Config = ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>;

/** The parts both dialects share, in a form that compares equal when the schemas agree. */
function shape(config: Config) {
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        {
          notNull: c.notNull,
          primary: c.primary,
          hasDefault: c.default !== undefined,
          default: c.default,
          enumValues: c.enumValues ?? null,
          // SQLite's AUTOINCREMENT, PostgreSQL's identity.
          generatedId: "autoIncrement" in c ? Boolean(c.autoIncrement) : Boolean((c as { generatedIdentity?: unknown }).generatedIdentity),
        },
      ]),
    ),
    primaryKeys: config.primaryKeys.map((k) => k.columns.map((c) => c.name)),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return `${ref.columns.map((c) => c.name).join(",")} -> ${getTableName(ref.foreignTable)}(${ref.foreignColumns.map((c) => c.name).join(",")}) on delete ${fk.onDelete ?? "no action"}`;
      })
      .sort(),
    indexes: config.indexes
      .map((i) => `${i.config.unique ? "unique " : ""}${i.config.name} (${i.config.columns.map(target).join(", ")})`)
      .sort(),
  };
}

const sqliteTables = tablesOf(sqlite);
const pgTables = tablesOf(pg);

test("both schemas have the same tables", () => {
  expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
  expect(sqliteTables.size).toBeGreaterThanOrEqual(13);
});

describe("each table is the same on PostgreSQL as on SQLite", () => {
  for (const [name, sqliteTable] of sqliteTables) {
    test(name, () => {
      const pgTable = pgTables.get(name);
      expect(pgTable, `${name} is missing from src/store/postgres/schema.ts`).toBeDefined();
      const a = sqliteConfig(sqliteTable as SQLiteTable);
      const b = pgConfig(pgTable as PgTable);
      // Columns in the same order, so `SELECT *` of a backup reads alike.
      expect(b.columns.map((c) => c.name)).toEqual(a.columns.map((c) => c.name));
      expect(shape(b)).toEqual(shape(a));
      for (const column of a.columns) {
        const twin = b.columns.find((c) => c.name === column.name)!;
        expect(typeMap[column.columnType] ?? [], `${name}.${column.name}: ${column.columnType} became ${twin.columnType}`).toContain(twin.columnType);
      }
      // Unique indexes once more, on their own: the database's answer to races depends on them.
      const unique = (config: Config) => shape(config).indexes.filter((i) => i.startsWith("unique "));
      expect(unique(b)).toEqual(unique(a));
    });
  }
});

test("the comparison sees a difference: a column that is nullable on one side only fails it", () => {
  const a = shape(sqliteConfig(sqlite.users));
  const b = shape(pgConfig(pg.users));
  const changed = { ...b, columns: { ...b.columns, email: { ...b.columns.email!, notNull: false } } };
  expect(changed).not.toEqual(a);
  const renamedIndex = { ...b, indexes: b.indexes.map((i) => i.replace("users_email_unique", "users_mail_unique")) };
  expect(renamedIndex).not.toEqual(a);
});
