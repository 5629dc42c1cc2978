// Real `rentfair` processes for process tests: a server on a free port over a data folder, and
// CLI commands beside it. Servers still running after a test are killed by `stopAll`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";

export const cli = join(import.meta.dir, "..", "cli.ts");
const running: Subprocess[] = [];

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `rentfair-${prefix}-`));

export interface ServerProcess {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  base: string;
  /** Everything the server wrote to stderr so far (it is read continuously, so the pipe never fills). */
  log(): string;
  stop(): Promise<number>;
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const proc = Bun.spawn([process.execPath, cli, "--port", "0", "--host", "127.0.0.1", "--data", dataDir], {
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "info", RENTFAIR_UI_DIR: "", ...env },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  running.push(proc);
  let log = "";
  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of proc.stderr) log += decoder.decode(chunk);
  })();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const m = log.match(/listening on http:\/\/[^:]+:(\d+)/);
    if (m) {
      return {
        proc,
        base: `http://127.0.0.1:${m[1]}`,
        log: () => log,
        async stop() {
          proc.kill("SIGTERM");
          return proc.exited;
        },
      };
    }
    if (proc.exitCode !== null) break;
    await Bun.sleep(25);
  }
  throw new Error(`server did not start:\n${log}`);
}

export function stopAll(): void {
  for (const p of running.splice(0)) p.kill("SIGKILL");
}

export function runCli(args: string[], env: Record<string, string> = {}) {
  const res = Bun.spawnSync([process.execPath, cli, ...args], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdin: "ignore" });
  return { exitCode: res.exitCode, stdout: res.stdout.toString(), stderr: res.stderr.toString() };
}

/** The same command, asynchronous, so the test can keep a server busy meanwhile. */
export async function runCliAsync(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn([process.execPath, cli, ...args], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, exitCode] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { exitCode, stdout, stderr };
}
