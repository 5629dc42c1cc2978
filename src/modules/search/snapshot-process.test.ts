// The index snapshot through real servers (snapshot.ts, src/server.ts): a server stopped with
// SIGTERM leaves the index beside the database; the next start loads it and answers every search
// as before; a damaged file is ignored and the index rebuilt, with the same answers.
import { afterEach, expect, test } from "bun:test";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, startServer, stopAll, tempDir } from "../../test/server-process";

afterEach(stopAll);

const SEARCHES = ["q=properties", "q=jonh", "q=main%20st&type=address", "q=mar&location=Chicago", "location=Austin", "q=llc"];

test("a restarted server loads the index it left, and a damaged one is rebuilt: the same answers either way", async () => {
  const dataDir = tempDir("snapshot");
  expect(runCli(["seed", "--demo", "--data", dataDir]).exitCode).toBe(0);
  const answers = async (base: string) => Promise.all(SEARCHES.map(async (q) => (await fetch(`${base}/api/landlords/search?${q}`)).text()));

  let server = await startServer(dataDir, { LOG_LEVEL: "debug" });
  const before = await answers(server.base);
  expect(before.some((body) => body.length > 2)).toBe(true);
  expect(await server.stop()).toBe(0);
  const file = join(dataDir, "search-index.snapshot");
  expect(existsSync(file)).toBe(true);
  expect(statSync(file).mode & 0o777).toBe(0o600);

  server = await startServer(dataDir, { LOG_LEVEL: "debug" });
  expect(server.log()).toMatch(/index loaded from .*search-index\.snapshot/);
  expect(await answers(server.base)).toEqual(before);
  expect(await server.stop()).toBe(0);

  const bytes = readFileSync(file);
  bytes[bytes.length >> 1]! ^= 0xff;
  writeFileSync(file, bytes);
  server = await startServer(dataDir, { LOG_LEVEL: "debug" });
  expect(server.log()).toMatch(/snapshot was ignored \(damaged/);
  expect(await answers(server.base)).toEqual(before);
  expect(await server.stop()).toBe(0);
}, 90_000);
