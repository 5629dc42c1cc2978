// A new review's answer with 10,000 followers of its landlord beside one with none (issue 27):
// the fan-out to followers (notifications, instant mails) happens after the answer, in batches
// (src/modules/follows/sender.ts), so both answers take the same time. The whole app in this
// process over an SQLite file (FULL synchronous, as served), called without a network;
// each review is written by a fresh account, one at a time, the fan-out waited for between them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/store/sqlite/connection";
import { createSqliteStore } from "../src/store/sqlite";
import { createEvents } from "../src/events";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";

export const FOLLOWERS = 10_000;
export const REVIEWS_PER_CASE = 10;

export interface FollowsFigure {
  followers: number;
  answerMedianMs: number;
  answerP95Ms: number;
  /** From the answer until every follower was notified. */
  fanOutMedianMs: number;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

export async function benchFollows(): Promise<FollowsFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-bench-follows-"));
  try {
    const config = loadConfig(new Map(), { DATA_DIR: dir, SESSION_SECRET: "bench-secret-0123456789", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" });
    const db = openDatabase(join(dir, DB_FILE));
    const events = createEvents();
    const deps = createDeps(config, createSqliteStore(db, events), events, createLogger("silent"));
    await deps.search.loaded();
    const app = createApp(deps);
    const call = async (method: string, path: string, body: unknown, cookie = "") => {
      const res = await app.handle(new Request(`http://localhost${path}`, { method, headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) }));
      return { res, cookie: res.headers.get("set-cookie")?.split(";")[0] ?? cookie };
    };
    let n = 0;
    const account = async () => (await call("POST", "/api/register", { username: `bench${++n}`, email: `bench${n}@example.test`, password: "correct horse" })).cookie;

    const owner = await account();
    const landlordOf = async (name: string) => (await (await call("POST", "/api/landlords", { name, type: "company", location: "Bench City, ST" }, owner)).res.json()) as { id: string };
    const followed = await landlordOf("Followed Holdings");
    const quiet = await landlordOf("Quiet Holdings");
    // 10,000 followers, written directly: their sign-ups are not what is measured.
    db.$client.transaction(() => {
      const user = db.$client.prepare("INSERT INTO users (username, email, password, created_at, updated_at) VALUES (?, ?, 'x', 'n', 'n') RETURNING id");
      const follow = db.$client.prepare("INSERT INTO follows (id, user_id, target_type, target_id, name, email, digest_from, created_at) VALUES (?, ?, 'landlord', ?, 'Followed Holdings', ?, 'n', 'n')");
      for (let i = 0; i < FOLLOWERS; i++) {
        const { id } = user.get(`follower${i}`, `follower${i}@example.test`) as { id: number };
        follow.run(crypto.randomUUID(), id, followed.id, i % 10 === 0 ? "instant" : "off");
      }
    })();

    const figures: FollowsFigure[] = [];
    // Interleaved, so that drift (the file growing, the machine's load) falls on both alike.
    const runs: Record<string, { answers: number[]; fanOuts: number[] }> = { [quiet.id]: { answers: [], fanOuts: [] }, [followed.id]: { answers: [], fanOuts: [] } };
    for (let i = 0; i < REVIEWS_PER_CASE; i++) {
      for (const landlordId of [quiet.id, followed.id]) {
        const author = await account();
        const body = { landlordId, overallRating: 4, responsivenessRating: 4, maintenanceRating: 4, fairnessRating: 4, reviewText: "A fair landlord who fixed things quickly.", lengthOfResidence: "1-2 years", rentPeriod: "monthly", utilitiesIncluded: "false" };
        const start = performance.now();
        const { res } = await call("POST", "/api/reviews", body, author);
        const answered = performance.now();
        if (res.status !== 201) throw new Error(`review failed: ${res.status} ${await res.text()}`);
        await deps.alerts.idle();
        runs[landlordId]!.answers.push(answered - start);
        runs[landlordId]!.fanOuts.push(performance.now() - answered);
      }
    }
    for (const [landlordId, followers] of [[quiet.id, 0], [followed.id, FOLLOWERS]] as const) {
      const r = runs[landlordId]!;
      figures.push({ followers, answerMedianMs: quantile(r.answers, 0.5), answerP95Ms: quantile(r.answers, 0.95), fanOutMedianMs: quantile(r.fanOuts, 0.5) });
    }
    const notified = (db.$client.query("SELECT count(*) AS n FROM notifications").get() as { n: number }).n;
    if (notified !== FOLLOWERS * REVIEWS_PER_CASE) throw new Error(`expected ${FOLLOWERS * REVIEWS_PER_CASE} notifications, found ${notified}`);
    db.$client.close();
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as `npm run bench` prints them. */
export async function followsReport(): Promise<string> {
  const lines = (await benchFollows()).map(
    (f) => `follows: a new review with ${f.followers.toLocaleString("en-US")} followers answers in ${f.answerMedianMs.toFixed(1)} ms (median; p95 ${f.answerP95Ms.toFixed(1)} ms); its fan-out takes ${f.fanOutMedianMs.toFixed(1)} ms after the answer`,
  );
  return lines.join("\n");
}

if (import.meta.main) console.log(await followsReport());
