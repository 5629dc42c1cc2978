// `npm start` stops what it started: SIGTERM to npm (what a supervisor or `kill` sends) leaves no
// build and no server behind (scripts/children.ts).
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});

/** The process and all its descendants, from /proc via ps. */
function tree(pid: number): number[] {
  const out = Bun.spawnSync(["ps", "-eo", "pid=,ppid="]).stdout.toString();
  const children = new Map<number, number[]>();
  for (const line of out.trim().split("\n")) {
    const [p, pp] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]!) ?? []));
  return all;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("SIGTERM to `npm start` stops the server it started; nothing is left running", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rentfair-start-"));
  const npm = Bun.spawn(["npm", "start", "--", "--port", "0", "--host", "127.0.0.1", "--data", dataDir], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "info", RENTFAIR_UI_DIR: "" },
    stdout: "pipe",
    stderr: "pipe",
  });
  started.push(npm.pid);
  let log = "";
  void (async () => {
    for await (const chunk of npm.stderr) log += new TextDecoder().decode(chunk);
  })();
  const deadline = Date.now() + 90_000;
  let base = "";
  while (!base && Date.now() < deadline && npm.exitCode === null) {
    base = log.match(/listening on http:\/\/[^:]+:(\d+)/)?.[1] ?? "";
    await Bun.sleep(100);
  }
  expect(base, log).not.toBe("");
  const processes = tree(npm.pid);
  started.push(...processes);
  expect(processes.length).toBeGreaterThan(1); // npm, the start script, the server
  expect((await fetch(`http://127.0.0.1:${base}/api/health`)).status).toBe(200);

  npm.kill("SIGTERM");
  const stopBy = Date.now() + 10_000;
  while (processes.some(alive) && Date.now() < stopBy) await Bun.sleep(100);
  expect(processes.filter(alive)).toEqual([]);
  expect(log).toContain("SIGTERM: finishing requests in flight");
}, 120_000);
