import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import postgres from "postgres";
import { findPostgresBinaries, postgresForTests, startCluster } from "./postgres-cluster";

const pg = postgresForTests();

describe.skipIf(pg.skipReason !== null)("the private test cluster", () => {
  test("serves this file's own database on its loopback port, not the system's cluster", async () => {
    const sql = postgres(pg.url(), { max: 1 });
    try {
      const [row] = await sql`SELECT current_database() AS db, current_setting('port') AS port, current_setting('data_directory') AS dir, current_setting('listen_addresses') AS listen`;
      expect(row!.db).toStartWith("rentfair_test_");
      expect(Number(row!.port)).toBe(pg.cluster().port);
      expect(row!.dir).toContain("rentfair-pg-");
      expect(row!.listen).toBe("127.0.0.1");
    } finally {
      await sql.end();
    }
  });

  test("a second cluster starts beside it, and stopping one removes its folder and stops answering", async () => {
    const other = await startCluster(findPostgresBinaries()!);
    const sql = postgres(other.url("postgres"), { max: 1 });
    const [row] = await sql`SELECT current_setting('data_directory') AS dir`;
    await sql.end();
    expect(other.port).not.toBe(pg.cluster().port);
    other.stop();
    expect(existsSync(row!.dir)).toBe(false);
    const gone = postgres(other.url("postgres"), { max: 1, connect_timeout: 2 });
    await expect(gone`SELECT 1`).rejects.toThrow();
    await gone.end({ timeout: 0 });
  });
});
