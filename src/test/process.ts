// Real server processes for process tests: the CLI (`npm start`'s entry point) on a real port and
// a file database, killed with SIGKILL after each test by `stopAll`.
import { join } from "node:path";
import type { Subprocess } from "bun";

export const cli = join(import.meta.dir, "..", "cli.ts");
const running: Subprocess[] = [];

export function stopAll(): void {
  for (const p of running.splice(0)) p.kill("SIGKILL");
}

export interface ServerProcess {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  base: string;
  port: number;
  /** Everything the server wrote to stderr so far (its log). */
  log(): string;
  /** Resolves with the log once it contains `text` (checked as each chunk arrives); rejects if the server's stderr closes first. */
  logged(text: string): Promise<string>;
}

/** Starts `rentfair serve` and resolves once it says where it listens. */
export async function startServer(dataDir: string, env: Record<string, string> = {}, args: string[] = ["--port", "0"]): Promise<ServerProcess> {
  const proc = Bun.spawn([process.execPath, cli, ...args, "--host", "127.0.0.1", "--data", dataDir], {
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "info", RENTFAIR_UI_DIR: "", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  running.push(proc);
  let log = "";
  let ended = false;
  const waiters = new Set<() => void>();
  const reading = (async () => {
    for await (const chunk of proc.stderr) {
      log += new TextDecoder().decode(chunk);
      for (const check of waiters) check();
    }
    ended = true;
    for (const check of waiters) check();
  })();
  void reading;
  const logged = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (log.includes(text)) resolve(log);
        else if (ended) reject(new Error(`the server's log never said ${JSON.stringify(text)}:\n${log}`));
        else return;
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const m = log.match(/listening on http:\/\/[^:]+:(\d+)/);
    if (m) return { proc, base: `http://127.0.0.1:${m[1]}`, port: Number(m[1]), log: () => log, logged };
    if (proc.exitCode !== null) break;
    await Bun.sleep(20);
  }
  throw new Error(`server did not start:\n${log}`);
}

/** Runs the CLI to completion: exit code and both outputs. */
export function runCli(args: string[], env: Record<string, string> = {}) {
  // A `serve` that wrongly starts would run for ever: the timeout kills it (exit code null).
  const res = Bun.spawnSync([process.execPath, cli, ...args], { env: { ...process.env, LOG_LEVEL: "info", RENTFAIR_UI_DIR: "", ...env }, stdout: "pipe", stderr: "pipe", timeout: 15_000 });
  return { exitCode: res.exitCode, stdout: res.stdout.toString(), stderr: res.stderr.toString() };
}

/** Sends raw bytes over TCP and returns whatever comes back before the peer closes (or 2 s pass). */
export function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    let buf = "";
    const done = () => resolve(buf);
    const timer = setTimeout(done, 2000);
    void Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        open: (s) => void s.write(request),
        data: (s, d) => {
          buf += new TextDecoder().decode(d);
          // One complete answer is enough: a Content-Length body fully read.
          const head = buf.indexOf("\r\n\r\n");
          const len = /content-length:\s*(\d+)/i.exec(buf)?.[1];
          if (head !== -1 && len !== undefined && buf.length - head - 4 >= Number(len)) {
            clearTimeout(timer);
            s.end();
            done();
          }
        },
        close: () => {
          clearTimeout(timer);
          done();
        },
        error: () => {
          clearTimeout(timer);
          done();
        },
      },
    }).catch(done);
  });
}
