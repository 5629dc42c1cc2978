// Child processes of the npm scripts (start, dev, the browser tests' server) that never outlive
// their parent. Stopping `npm start` must stop the server it started, whoever sends the signal:
// - SIGINT and SIGTERM are passed on to every child still running (the Vite build, the server),
//   and this process exits with the server's code once they are gone;
// - a parent that dies without passing the signal on (npm's `sh -c` does not forward it; a
//   supervisor may kill npm alone) leaves this process orphaned: it notices the new parent and
//   stops its children the same way.
import type { Subprocess } from "bun";

const running = new Set<Subprocess>();
let stopping: NodeJS.Signals | null = null;

/** Starts a child that is stopped with this process. */
export function spawnChild(cmd: string[], options: { cwd: string; env?: Record<string, string | undefined> }): Subprocess {
  if (stopping) process.exit(130);
  const child = Bun.spawn(cmd, { ...options, stdio: ["inherit", "inherit", "inherit"] });
  running.add(child);
  void child.exited.then(() => running.delete(child));
  return child;
}

/** Runs a child to completion; throws when it fails. */
export async function runChild(cmd: string[], options: { cwd: string; env?: Record<string, string | undefined> }, what: string): Promise<void> {
  const code = await spawnChild(cmd, options).exited;
  if (stopping) process.exit(130);
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
}

function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = signal;
  for (const child of running) child.kill(signal);
  // Children exit on their own (the server finishes its requests); this process follows the last.
  if (!running.size) process.exit(130);
}

/** Call once, first thing: signals and the parent's death stop every child. */
export function stopChildrenWithThisProcess(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stopAll(signal));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stopAll("SIGTERM");
  }, 500);
  watch.unref();
}
