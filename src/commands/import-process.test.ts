// `rentfair import` as a process (docs/product-rules.md#running-it): streamed, batched, a progress line on a
// terminal and none in a pipe, 100,000 rows in seconds while a server runs on the same folder.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { cli, runCliAsync, startServer, stopAll, tempDir } from "../test/server-process";
import { IMPORT_MARKER as MARKER, writeImportCsv } from "../test/import-csv";

afterEach(stopAll);

/** Runs the CLI on a pseudo-terminal (Bun's own PTY support) and returns all it wrote there. */
async function onTerminal(args: string[], env: Record<string, string>) {
  let output = "";
  const decoder = new TextDecoder();
  const proc = Bun.spawn([process.execPath, cli, ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    terminal: { cols: 160, rows: 24, data: (_t, data) => void (output += decoder.decode(data, { stream: true })) },
  });
  const exitCode = await proc.exited;
  await Bun.sleep(50); // the last bytes of the PTY
  proc.terminal?.close();
  return { exitCode, output };
}

describe("rentfair import", () => {
  test("100,000 rows beside a running server: a progress line on a terminal, bad rows by line, a summary, the server's search finds them within 2 s", async () => {
    const dataDir = tempDir("import");
    const server = await startServer(dataDir);
    const file = await writeImportCsv(join(tempDir("import-csv"), "landlords.csv"));
    const search = async (query: string) => (await (await fetch(`${server.base}/api/landlords/search?query=${encodeURIComponent(query)}`)).json()) as { name: string }[];
    expect(await search("Zephyrine")).toEqual([]);
    const run = await onTerminal(["import", file, "--data", dataDir], {});
    const finished = performance.now();
    // The running server sees another process's commits (PRAGMA data_version, src/events.ts), search included.
    let found: { name: string }[] = [];
    while (performance.now() - finished < 5_000) {
      found = await search("Zephyrine");
      if (found.length) break;
      await Bun.sleep(50);
    }
    const seenAfter = performance.now() - finished;
    expect(found.map((l) => l.name)).toEqual([MARKER]);
    expect(seenAfter).toBeLessThan(2_000);
    expect(run.exitCode).toBe(0);
    // Redrawn in place: carriage return, erase line, the counts so far.
    expect(run.output).toMatch(/\r\x1b\[Kimporting: [\d,]+ rows, [\d,]+ rows\/s, [\d,]+ added, \d+ duplicate\(s\), \d+ bad/);
    const updates = run.output.match(/importing: /g) ?? [];
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(run.output).toContain(`${file}:501: name: Landlord name is required`);
    expect(run.output).toMatch(new RegExp(`${file}:70001: type: `));
    expect(run.output).toMatch(/imported 100000 landlord\(s\), skipped 1 duplicate\(s\), 2 bad row\(s\) in [\d.]+ s/);

    const db = new Database(join(dataDir, "rentfair.db"), { readonly: true });
    expect((db.query("SELECT count(*) AS n FROM landlords").get() as { n: number }).n).toBe(100_000);
    db.close();
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  }, 120_000);

  test("in a pipe: no progress line, bad rows by line on stderr, the summary on stdout", async () => {
    const dataDir = tempDir("import-pipe");
    const file = join(tempDir("import-pipe-csv"), "few.csv");
    await Bun.write(file, 'name,type,location\nOak Realty,company,"Austin, TX"\nNope,alien,Here\n"Birch Homes",individual,Denver\n');
    const res = await runCliAsync(["import", file, "--data", dataDir]);
    expect(res.exitCode).toBe(0);
    expect(res.stderr).toBe(`${file}:3: type: ${res.stderr.split(": type: ")[1]}`);
    expect(res.stderr).not.toContain("importing");
    expect(res.stderr).not.toContain("\r");
    expect(res.stdout).toMatch(/^imported 2 landlord\(s\), skipped 0 duplicate\(s\), 1 bad row\(s\) in [\d.]+ s\n$/);
  }, 30_000);

  test("seed --demo shows its progress on a terminal", async () => {
    const run = await onTerminal(["seed", "--demo", "--data", tempDir("seed-tty")], {});
    expect(run.exitCode).toBe(0);
    expect(run.output).toMatch(/\r\x1b\[Kseeding: \d+\/\d+ landlords, [\d,]+ reviews/);
    expect(run.output).toContain("seeded ");
  }, 60_000);
});
