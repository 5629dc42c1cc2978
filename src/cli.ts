#!/usr/bin/env bun
// rentfair [serve|backup|restore|admin|seed|import|check] [options]: the entry point of `npm start`,
// `npm run cli -- …` and the compiled binary. Bad settings exit 2 with one line, never a stack.
import { accessSync, constants, statSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, DB_FILE, helpText, loadConfig, parseArgs, type Config } from "./config";
import { restoreSqlite } from "./store/sqlite";
import { openStoreFor } from "./store/open";
import { createEvents } from "./events";
import { createDeps } from "./deps";
import { createLogger } from "./lib/logger";
import { serve } from "./server";
import { BackupRefusedError, backupDatabase, checkBackupTarget } from "./commands/backup";
import { setAdmin } from "./commands/admin";
import { createPasswordResetService } from "./modules/password-reset/service";
import { RestoreRefusedError, restoreDatabase } from "./commands/restore";
import { TransferRefusedError } from "./commands/errors";

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const { flags, rest, help } = parseArgs(argv);
  if (help) {
    console.log(helpText());
    return;
  }
  const [command = "serve", ...args] = rest;
  // Everything RentFair writes (database, WAL, lock, secret, backups) holds password hashes or
  // session ids: readable by its owner only (docs/product-rules.md#limits).
  process.umask(0o077);
  const config = loadConfig(flags);
  // Commands open the database beside a running server (docs/operations.md): they hold no lock.
  // On PostgreSQL (DATABASE_URL) their changes reach every server through the outbox.
  const openStore = (c: Config, events = createEvents()) => openStoreFor(c, events);
  const openDeps = async (c: Config) => {
    const log = createLogger(c.logLevel, c.logFormat);
    const events = createEvents(log);
    return createDeps(c, await openStore(c, events), events, log);
  };

  switch (command) {
    case "serve":
      return serve(config);
    case "backup": {
      const force = args.includes("--force");
      const target = args.filter((a) => a !== "--force")[0];
      if (!target) throw new UsageError("usage: rentfair backup <file> [--force]");
      const dest = checkBackupTarget(target, { dataDir: config.dataDir, force }); // refused before the database is opened
      if (config.databaseUrl !== null) {
        // PostgreSQL's own consistent copy, beside running nodes (commands/postgres-tools.ts).
        const { dumpPostgres } = await import("./commands/postgres-tools");
        const { path, bytes } = await dumpPostgres(config.databaseUrl, dest);
        console.log(`backup written to ${path} (${bytes} bytes, pg_dump custom format)`);
        return;
      }
      const store = await openStore(config); // creates and migrates a missing database first
      const { path, bytes } = await backupDatabase(store.operations, target, { dataDir: config.dataDir, force }).finally(() => store.operations.close());
      console.log(`backup written to ${path} (${bytes} bytes, integrity ok)`);
      return;
    }
    case "restore": {
      const file = args[0];
      if (!file) throw new UsageError("usage: rentfair restore <file>");
      if (config.databaseUrl !== null) {
        const { restorePostgres } = await import("./commands/postgres-tools");
        await restorePostgres(config.databaseUrl, file);
        const store = await openStore(config); // migrates a dump from an older version
        const counts = await (await import("./store/postgres")).postgresSql(store)<{ landlords: string; reviews: string; users: string }[]>`
          SELECT (SELECT count(*) FROM landlords)::text AS landlords, (SELECT count(*) FROM reviews)::text AS reviews, (SELECT count(*) FROM users)::text AS users`;
        await store.operations.close();
        const c = counts[0]!;
        console.log(`restored ${file}: ${c.landlords} landlord(s), ${c.reviews} review(s), ${c.users} account(s); restart every node`);
        return;
      }
      const r = restoreDatabase(config.dataDir, file, restoreSqlite); // refused (exit 2) while a server holds the folder
      console.log(`restored ${file}: ${r.landlords} landlord(s), ${r.reviews} review(s), ${r.users} account(s); integrity ok`);
      if (r.previous) console.log(`the database it replaced is kept as ${r.previous}`);
      return;
    }
    case "admin": {
      const [action, email] = args;
      if ((action !== "grant" && action !== "revoke" && action !== "reset-link") || !email) {
        throw new UsageError("usage: rentfair admin grant|revoke|reset-link <email>");
      }
      const deps = await openDeps(config);
      if (action === "reset-link") {
        // docs/product-rules.md#privacy: for sites with no mail server, the operator hands this link to the person.
        const link = await createPasswordResetService(deps).linkForEmail(email);
        console.log(`one-time password reset link for ${email.trim().toLowerCase()}, valid 60 minutes:`);
        console.log(link);
        await deps.store.operations.close();
        return;
      }
      console.log(await setAdmin(deps.store.users, email, action === "grant"));
      await deps.store.operations.close();
      return;
    }
    case "seed": {
      if (!argv.includes("--demo")) throw new UsageError("usage: rentfair seed --demo");
      const { seedDemo } = await import("./commands/seed");
      const { progressLine, formatCount } = await import("./commands/progress");
      const deps = await openDeps(config);
      const progress = progressLine();
      const result = await seedDemo(deps, (p) =>
        progress.update(`seeding: ${p.landlords}/${p.of} landlords, ${formatCount(p.reviews)} reviews`, p.landlords === p.of),
      );
      progress.done();
      console.log(`seeded ${result.landlords} landlords and ${result.reviews} reviews`);
      console.log("demo accounts:");
      for (const a of result.accounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`);
      await deps.store.operations.close();
      return;
    }
    case "import": {
      const file = args[0];
      if (!file) throw new UsageError("usage: rentfair import <file.csv>");
      try {
        accessSync(file, constants.R_OK);
        if (!statSync(file).isFile()) throw new Error("not a file");
      } catch {
        throw new UsageError(`cannot read ${file}`);
      }
      const { importLandlords } = await import("./commands/import");
      const { progressLine, formatCount } = await import("./commands/progress");
      // No search index here: a running server notices the commits and indexes the new landlords
      // itself, and one that is stopped builds its index from the database at start.
      const store = await openStore(config);
      const progress = progressLine();
      const started = performance.now();
      const line = (p: { rows: number; added: number; skipped: number; errors: number }) => {
        const seconds = (performance.now() - started) / 1000;
        return `importing: ${formatCount(p.rows)} rows, ${formatCount(p.rows / Math.max(seconds, 0.001))} rows/s, ${formatCount(p.added)} added, ${formatCount(p.skipped)} duplicate(s), ${formatCount(p.errors)} bad`;
      };
      const text = Bun.file(file).stream().pipeThrough(new TextDecoderStream());
      const result = await importLandlords(store.operations, text, {
        onProgress: (p) => progress.update(line(p)),
        onError: (e) => progress.note(`${file}:${e.line}: ${e.message}`),
      });
      progress.done();
      await store.operations.close();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`imported ${result.added} landlord(s), skipped ${result.skipped} duplicate(s), ${result.errors.length} bad row(s) in ${seconds} s`);
      return;
    }
    case "transfer": {
      const at = args.indexOf("--to");
      const to = at === -1 ? undefined : args[at + 1];
      if (!to) throw new UsageError("usage: rentfair transfer --to <postgres://...>");
      if (!/^postgres(ql)?:\/\/\S+$/i.test(to)) throw new UsageError("transfer --to must be a postgres:// or postgresql:// URL");
      if (config.databaseUrl !== null) throw new UsageError("transfer moves the SQLite database of DATA_DIR: unset DATABASE_URL");
      const { transferToPostgres } = await import("./store/postgres/transfer");
      const { openPostgres } = await import("./store/postgres/connection");
      const sqliteStore = await openStore(config); // migrates it to this version first
      await sqliteStore.operations.close();
      const { Database } = await import("bun:sqlite");
      const sqlite = new Database(join(config.dataDir, DB_FILE), { readonly: true });
      const pg = await openPostgres(to, { max: 2 });
      try {
        const result = await transferToPostgres(sqlite, pg.$client, { sessionSecret: config.sessionSecret });
        console.log(`transferred ${join(config.dataDir, DB_FILE)} to PostgreSQL; row counts (equal on both):`);
        for (const [table, n] of Object.entries(result.rows)) console.log(`  ${table.padEnd(24)} ${n}`);
        const f = result.figures;
        console.log(`figures equal on both and to a recount: ${f.landlords} landlord(s), ${f.reviews} review(s), ${f.totalReviews} counted review(s), ${f.helpfulVotes} helpful vote(s)`);
        console.log("sessions and ids are kept: start the server with DATABASE_URL set to this database");
      } finally {
        sqlite.close();
        await pg.$client.end({ timeout: 5 });
      }
      return;
    }
    case "check": {
      if (args.some((a) => a !== "--fix")) throw new UsageError("usage: rentfair check [--fix]");
      const { checkFigures } = await import("./commands/check");
      const store = await openStore(config);
      const { lines, ok } = await checkFigures(store.operations, args.includes("--fix")).finally(() => store.operations.close());
      for (const line of lines) console.log(line);
      if (!ok) process.exitCode = 1;
      return;
    }
    default:
      throw new UsageError(`unknown command "${command}" (see --help)`);
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof UsageError || error instanceof BackupRefusedError || error instanceof RestoreRefusedError || error instanceof TransferRefusedError) {
    console.error(`rentfair: ${error.message}`);
    process.exit(2);
  }
  console.error(`rentfair: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
