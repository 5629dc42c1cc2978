import { describe, expect, test } from "bun:test";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

describe.skipIf(pg.skipReason !== null)("a cluster left behind by a test process that was killed", () => {
  test("is stopped and removed when the next cluster starts; a live process's cluster is not", async () => {
    const bins = findPostgresBinaries()!;
    // A process that has exited stands for a test run killed with -9.
    const dead = Bun.spawnSync(["true"]).pid;
    const orphan = await startCluster(bins);
    const sql = postgres(orphan.url("postgres"), { max: 1 });
    const [row] = await sql`SELECT current_setting('data_directory') AS dir`;
    await sql.end();
    const folder = (row!.dir as string).replace(/\/data$/, "");
    writeFileSync(join(folder, "owner.pid"), String(dead));
    const next = await startCluster(bins);
    try {
      expect(existsSync(folder)).toBe(false);
      const gone = postgres(orphan.url("postgres"), { max: 1, connect_timeout: 2 });
      await expect(gone`SELECT 1`).rejects.toThrow();
      await gone.end({ timeout: 0 });
      // This file's own cluster belongs to a live process and still answers.
      const mine = postgres(pg.url(), { max: 1 });
      expect((await mine`SELECT 1 AS one`)[0]!.one).toBe(1);
      await mine.end();
    } finally {
      next.stop();
      orphan.stop();
    }
  });
});

describe("without PostgreSQL's binaries", () => {
  const missing = () => null;
  test("a developer's run skips the PostgreSQL tests and says why", () => {
    const ci = process.env.CI;
    delete process.env.CI;
    const warn = console.warn;
    const said: string[] = [];
    console.warn = (...args: unknown[]) => void said.push(args.join(" "));
    try {
      const skipped = postgresForTests(missing);
      expect(skipped.skipReason).toContain("PostgreSQL binaries (initdb, pg_ctl) not found");
      expect(said.join("\n")).toContain("skipping PostgreSQL tests: PostgreSQL binaries");
      expect(() => skipped.url()).toThrow();
    } finally {
      console.warn = warn;
      if (ci !== undefined) process.env.CI = ci;
    }
  });

  test("under CI they fail instead of skipping", () => {
    const ci = process.env.CI;
    process.env.CI = "true";
    try {
      expect(() => postgresForTests(missing)).toThrow(/\.ci\/run installs Debian's postgresql package/);
    } finally {
      if (ci === undefined) delete process.env.CI;
      else process.env.CI = ci;
    }
  });
});
