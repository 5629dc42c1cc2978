// `rentfair import` of 100,000 rows (the CSV of src/test/import-csv.ts) into a new data folder: wall
// time, CPU time and rows per second of the command, from sources. A figure, not a test: the test
// (src/commands/import-process.test.ts) checks what the import does, this measures how fast.
// Run alone: `bun bench/import.ts`; `npm run bench` prints it too (bench/run.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir, loadavg } from "node:os";
import { join } from "node:path";
import { writeImportCsv } from "../src/test/import-csv";

const cli = join(import.meta.dir, "..", "src", "cli.ts");

export async function benchImport(): Promise<{ rows: number; wallSeconds: number; cpuSeconds: number; load: number }> {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-bench-import-"));
  try {
    const file = await writeImportCsv(join(dir, "landlords.csv"));
    const started = performance.now();
    const proc = Bun.spawn([process.execPath, cli, "import", file, "--data", join(dir, "data")], { stdout: "pipe", stderr: "pipe", env: { ...process.env, LOG_LEVEL: "warn" } });
    const exitCode = await proc.exited;
    const wallSeconds = (performance.now() - started) / 1000;
    if (exitCode !== 0) throw new Error(`rentfair import exited ${exitCode}: ${await new Response(proc.stderr).text()}`);
    const cpuSeconds = Number(proc.resourceUsage()!.cpuTime.total) / 1e6;
    return { rows: 100_000, wallSeconds, cpuSeconds, load: loadavg()[0]! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const importReport = (r: Awaited<ReturnType<typeof benchImport>>) =>
  `import: ${r.rows.toLocaleString("en-US")} rows in ${r.wallSeconds.toFixed(2)} s (${r.cpuSeconds.toFixed(2)} s of CPU, ${Math.round(r.rows / r.cpuSeconds).toLocaleString("en-US")} rows per CPU second; load average ${r.load.toFixed(1)})`;

if (import.meta.main) console.log(importReport(await benchImport()));
