// Preloaded into a server by bench/long-operations.ts (`bun --preload bench/stall-watch.ts src/cli.ts serve`):
// measures, inside the server process, how long its one thread was held at a stretch. A timer asks to run
// every STALL_TICK_MS (2); how late it runs is the synchronous stretch that held it (a statement, a batch,
// an event listener, a collection of the heap). Each stretch over STALL_MIN_MS (20) is appended to
// STALL_FILE as `<epoch ms at its end> <ms held> <ms of CPU, the main thread's own> <voluntary switches> <involuntary switches>
// <512-byte blocks read from disk> <blocks written>`.
// On a shared machine the wall-clock figure grows with the load (the thread waits for a core: /proc/pressure/cpu);
// the main thread's own CPU (getrusage RUSAGE_THREAD, through bun:ffi) does not, so a bench can tell the work
// of a stretch from the machine's queueing. Voluntary switches are the waits the thread chose (a read from
// disk, an fsync); involuntary ones, a core taken from it.
import { appendFileSync } from "node:fs";
import { dlopen, FFIType, ptr } from "bun:ffi";

const file = process.env.STALL_FILE;
if (file) {
  const tick = Number(process.env.STALL_TICK_MS ?? 2);
  const least = Number(process.env.STALL_MIN_MS ?? 20);
  const libc = dlopen(process.platform === "darwin" ? "libc.dylib" : "libc.so.6", { getrusage: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.i32 } });
  const RUSAGE_THREAD = 1; // Linux
  const usage = new BigInt64Array(18); // struct rusage: two timevals, then 14 longs
  const at = ptr(usage);
  /** The calling (main) thread's CPU in ms, its voluntary and involuntary context switches, the blocks it read from and wrote to disk. */
  const thread = (): [number, number, number, number, number] => {
    libc.symbols.getrusage(RUSAGE_THREAD, at);
    const cpu = Number(usage[0]!) * 1000 + Number(usage[1]!) / 1000 + Number(usage[2]!) * 1000 + Number(usage[3]!) / 1000;
    return [cpu, Number(usage[16]!), Number(usage[17]!), Number(usage[11]!), Number(usage[12]!)];
  };
  let last = performance.now();
  let before = thread();
  setInterval(() => {
    const now = performance.now();
    const after = thread();
    const held = now - last - tick;
    last = now;
    if (held >= least) appendFileSync(file, `${Date.now()} ${held.toFixed(1)} ${(after[0] - before[0]).toFixed(1)} ${after[1] - before[1]} ${after[2] - before[2]} ${after[3] - before[3]} ${after[4] - before[4]}\n`);
    before = after;
  }, tick).unref();
}
