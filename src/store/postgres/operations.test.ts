// The operations store behaves the same on PostgreSQL as on SQLite for what a server needs of the whole
// database (ping, sizes, isEmpty, close; the bulk loads in src/postgres-commands.test.ts), PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { describe, expect, test } from "bun:test";
import { postgresForTests } from "../../test/postgres-cluster";
import { createEvents } from "../../events";
import type { OperationsStore } from "../operations";
import { openDatabase } from "../sqlite/connection";
import { createOperationsStore as createSqliteOperations } from "../sqlite/operations";
import { openPostgres } from "./connection";
import { BACKUP_ON_POSTGRES, createOperationsStore as createPostgresOperations } from "./operations";

const pg = postgresForTests();

interface Backend {
  operations: OperationsStore;
  exec(statement: string): Promise<void>;
}

const backends: [string, boolean, () => Promise<Backend>][] = [
  [
    "SQLite",
    false,
    async () => {
      const ctx = { db: openDatabase(":memory:"), events: createEvents() };
      return { operations: createSqliteOperations(ctx), exec: async (s) => void ctx.db.$client.exec(s) };
    },
  ],
  [
    "PostgreSQL",
    pg.skipReason !== null,
    async () => {
      // A pool of its own: the test closes it.
      const db = await openPostgres(pg.url(), { max: 2 });
      return { operations: createPostgresOperations({ db, events: createEvents() }), exec: async (s) => void (await db.$client.unsafe(s)) };
    },
  ],
];

for (const [name, skip, open] of backends) {
  describe.skipIf(skip)(`the operations store on ${name}`, () => {
    test("a fresh database answers, has a size, is empty until an account or a landlord is written; once closed it no longer answers", async () => {
      const b = await open();
      await b.operations.ping();
      const sizes = await b.operations.sizes();
      expect(sizes.databaseBytes).toBeGreaterThan(0);
      expect(sizes.walBytes).toBeGreaterThanOrEqual(0);
      expect(await b.operations.isEmpty()).toBe(true);
      await b.exec("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'n', 'company', 'l', 'k', 'n')");
      expect(await b.operations.isEmpty()).toBe(false);
      await b.exec("DELETE FROM landlords");
      await b.exec("INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (1, 'u', 'u@x.test', 'x', 'n', 'n')");
      expect(await b.operations.isEmpty()).toBe(false);
      await b.exec("DELETE FROM users");
      b.operations.watchOtherWriters()();
      await b.operations.close();
      await expect(b.operations.ping()).rejects.toBeDefined();
    });
  });
}

describe.skipIf(pg.skipReason !== null)("the operations store on PostgreSQL, where it differs", () => {
  test("a backup is pg_dump's job, said so", async () => {
    const db = await openPostgres(pg.url(), { max: 1 });
    const operations = createPostgresOperations({ db, events: createEvents() });
    await expect(operations.backupTo("/tmp/x")).rejects.toThrow(BACKUP_ON_POSTGRES);
    await operations.close();
  });
});
