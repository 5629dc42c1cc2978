// Preloaded into a server by bench/long-operations.ts (`bun --preload bench/stall-watch.ts src/cli.ts serve`):
// measures, inside the server process, how long its one thread was held at a stretch. A timer asks to run
// every STALL_TICK_MS (2); how late it runs is the synchronous stretch that held it (a statement, a batch,
// an event listener, a collection of the heap). Each stretch over STALL_MIN_MS (20) is appended to
// STALL_FILE as `<epoch ms at its end> <ms held>`, so a bench reads the stretches of any window of time
// whatever the load of the machine (a visitor's wall-clock wait adds the machine's own queueing to it).
import { appendFileSync } from "node:fs";

const file = process.env.STALL_FILE;
if (file) {
  const tick = Number(process.env.STALL_TICK_MS ?? 2);
  const least = Number(process.env.STALL_MIN_MS ?? 20);
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const held = now - last - tick;
    // The process's CPU over the stretch (all its threads): well under `held`, the thread waited (I/O, fsync, or no core free).
    const used = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    last = now;
    lastCpu = cpu;
    if (held >= least) appendFileSync(file, `${Date.now()} ${held.toFixed(1)} ${used.toFixed(1)}\n`);
  }, tick).unref();
}
