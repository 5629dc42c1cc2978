// `rentfair import` as a process (docs/product-rules.md#running-it): streamed, batched, a progress line on a
// terminal and none in a pipe, 100,000 rows in seconds while a server runs on the same folder.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { cli, runCliAsync, startServer, stopAll, tempDir } from "../test/server-process";

afterEach(stopAll);

const MARKER = "Zephyrine Quillfeather Estates";

/**
 * 100,000 good rows (the marker last), plus two bad rows and a duplicate. Names are built like a
 * city's list: surnames and business words that repeat, 100,000 distinct name-and-city pairs.
 */
async function bigCsv(): Promise<string> {
  const file = join(tempDir("import-csv"), "landlords.csv");
  const surnames = Array.from({ length: 500 }, (_, i) => `${["Har", "Bel", "Cor", "Dun", "Ell", "Fos", "Gra", "Hol", "Ing", "Jar"][i % 10]}${["ton", "ford", "wick", "ley", "mont"][Math.floor(i / 10) % 5]}${["", "e", "son", "er", "ard", "ing", "s", "y", "and", "ell"][Math.floor(i / 50)]}`);
  const words = ["Properties", "Rentals", "Realty", "Homes", "Management", "Living", "Apartments", "Holdings", "Group", "Estates", "Lettings", "Housing", "Residential", "Partners", "Investments", "Property Co", "Leasing", "Rentals LLC", "Realty Group", "Management Inc"];
  const cities = ["Austin, TX", "Denver, CO", "Boston, MA", "Seattle, WA", "Miami, FL", "Chicago, IL", "Atlanta, GA", "Phoenix, AZ", "Portland, ME", "Madison, WI"];
  const row = (i: number) => `${surnames[i % 500]} ${words[Math.floor(i / 500) % 20]},${i % 2 ? "individual" : "company"},"${cities[Math.floor(i / 10_000) % 10]}"`;
  const lines = ["name,type,location"];
  for (let i = 0; i < 99_999; i++) lines.push(row(i));
  lines.splice(500, 0, ",company,Boston, MA"); // line 501: no name
  lines.splice(70_000, 0, "Someone,alien,Nowhere"); // line 70001: bad type
  lines.push(row(7)); // a duplicate of an earlier row
  lines.push(`${MARKER},company,"Portland, OR"`);
  await Bun.write(file, lines.join("\n") + "\n");
  return file;
}

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
  return { exitCode, output, cpuSeconds: Number(proc.resourceUsage()!.cpuTime.total) / 1e6 };
}

describe("rentfair import", () => {
  test("100,000 rows beside a running server: a progress line on a terminal, bad rows by line, a summary, in under 5 s of work; the server's search finds them within 2 s", async () => {
    const dataDir = tempDir("import");
    const server = await startServer(dataDir);
    const file = await bigCsv();
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
    // CPU time, not wall time: the shared test machine may be busy, the work is what we measure.
    expect(run.cpuSeconds).toBeLessThan(5);

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
