// `bun test --preload ./src/test/pg-preload.ts` with RENTFAIR_TEST_DATABASE=postgres (scripts/test.ts's
// "server on PostgreSQL" suite; docs/scale-out.md): the route tests' apps (harness.ts createTestDeps)
// run over PostgreSQL instead of SQLite in memory, with the same assertions. One private cluster
// (postgres-cluster.ts) for the whole run, a template database migrated once, and a database copied
// from it for every app (testDatabaseSync).
import { afterAll } from "bun:test";
import { findPostgresBinaries, startCluster } from "./postgres-cluster";
import { openPostgres } from "../store/postgres/connection";

if (process.env.RENTFAIR_TEST_DATABASE === "postgres") {
  const bins = findPostgresBinaries();
  if (!bins) throw new Error("RENTFAIR_TEST_DATABASE=postgres needs PostgreSQL's binaries (Debian's postgresql package)");
  const cluster = await startCluster(bins);
  const template = await cluster.createDatabase("rentfair_template");
  const db = await openPostgres(template, { max: 1 });
  await db.$client.end({ timeout: 5 });
  process.env.RENTFAIR_TEST_PG_PORT = String(cluster.port);
  process.env.RENTFAIR_TEST_PG_BIN = bins.initdb.replace(/initdb$/, "");
  afterAll(() => cluster.stopLeavingRemoval());
}
