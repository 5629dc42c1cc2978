// `rentfair import` as a process (contract §6.4): streamed, batched, a progress line on a
// terminal and none in a pipe, 100,000 rows in seconds while a server runs on the same folder.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { cli, runCliAsync, startServer, stopAll, tempDir } from "../test/server-process";

afterEach(stopAll);

const MARKER = "Zephyrine Quillfeather Estates";

/** 100,000 good rows (the marker last), plus two bad rows and a duplicate. */
async function bigCsv(): Promise<string> {
  const file = join(tempDir("import-csv"), "landlords.csv");
  const cities = ["Austin, TX", "Denver, CO", "Boston, MA", "Seattle, WA", "Miami, FL"];
  const lines = ["name,type,location"];
  for (let i = 0; i < 99_999; i++) lines.push(`"Landlord ${i} Holdings, LLC",${i % 2 ? "individual" : "company"},"${cities[i % 5]}"`);
  lines.splice(500, 0, ",company,Boston, MA"); // line 501: no name
  lines.splice(70_000, 0, "Someone,alien,Nowhere"); // line 70001: bad type
  lines.push(`"Landlord 7 Holdings, LLC",individual,"${cities[2]}"`); // a duplicate of row 7
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
  test("100,000 rows beside a running server: a progress line on a terminal, bad rows by line, a summary, in under 5 s of work", async () => {
    const dataDir = tempDir("import");
    const server = await startServer(dataDir);
    const file = await bigCsv();
    const run = await onTerminal(["import", file, "--data", dataDir], {});
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
