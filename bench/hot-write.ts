// A review write's own work, in-process, for a new landlord, an ordinary one and the growth bench's
// largest hot landlord (issue 32: "a write to a landlord with 100,000 reviews costs at most twice a
// write to a new one"): the store's `reviews.create` with its change events heard by the search
// service, as in the server, without HTTP, sessions or validation, which cost the same for all three.
// Rounds of each kind in turn, after unmeasured ones; per kind the median over rounds of the process's
// CPU per write (all threads: JIT and GC included), and the WAL frames per write, counted by a
// checkpoint after each round (deterministic: they survive a busy machine, where CPU moves by half).
// Every write names a building new to its landlord, as bench/write-cpu.ts's do.
//
//   GROWTH_SIZES=c bun bench/hot-write.ts      (GROWTH_CACHE as for growth.ts; HOT_WRITE_ROUNDS, _PER, _WARM)
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generated, SIZES } from "./growth";
import { openDatabase } from "../src/store/sqlite/connection";
import { createSqliteStore } from "../src/store/sqlite/index";
import { createEvents } from "../src/events";
import { createLandlordSearch } from "../src/modules/search/service";
import { reviewCreateSchema } from "../src/contract/schemas";

const ROUNDS = Number(process.env.HOT_WRITE_ROUNDS ?? 10);
const PER = Number(process.env.HOT_WRITE_PER ?? 30);
const WARM = Number(process.env.HOT_WRITE_WARM ?? 60);
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;

for (const name of (process.env.GROWTH_SIZES ?? "a").split(",")) {
  const size = SIZES[name.trim()]!;
  const dir = mkdtempSync(join(tmpdir(), `rentfair-hot-write-${size.name}-`));
  try {
    const file = join(dir, "rentfair.db");
    const meta = await generated(file, size, console.log);
    let t = performance.now();
    const db = openDatabase(file);
    console.log(`hot-write ${size.name}: opened (and migrated) in ${(performance.now() - t).toFixed(0)} ms`);
    const events = createEvents();
    const store = createSqliteStore(db, events);
    t = performance.now();
    const search = createLandlordSearch({ store, events });
    await search.loaded();
    console.log(`hot-write ${size.name}: index built in ${(performance.now() - t).toFixed(0)} ms`);
    // WAL frames counted: no automatic checkpoint (the server's is a worker's, checkpointer.ts).
    const client = db.$client;
    client.exec("PRAGMA wal_autocheckpoint = 0");
    const emptyWal = () => client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const walFrames = () => (client.query("PRAGMA wal_checkpoint(PASSIVE)").get() as { log: number }).log;
    // Accounts of its own (one review per account and landlord).
    const first = (client.query("SELECT max(id) AS m FROM users").get() as { m: number }).m + 1;
    const accounts = WARM * 3 + ROUNDS * PER * 3 + 10;
    client.transaction(() => {
      const add = client.query("INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (?, ?, ?, 'x', '2026-01-01', '2026-01-01')");
      for (let i = 0; i < accounts; i++) add.run(first + i, `hotwrite${first + i}`, `hotwrite${first + i}@bench.test`);
    })();
    let next = first;
    let written = 0;
    const body = (extra: Record<string, unknown>) =>
      reviewCreateSchema.parse({ overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "A review written while the hot-write bench measures.", propertyAddress: `${++written} Hot Write Road, Apt 3`, lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false", ...extra });
    const ordinary = meta.ordinaryIds.slice(1);
    const newWriter = next++;
    let ordinaryWriter = next++;
    let k = 0;
    const kinds: [string, () => Promise<unknown>][] = [
      ["new landlord", () => store.reviews.create(newWriter, body({ landlordData: { name: `Hot Write Bench Landlord ${written}`, type: "company", location: "Austin, TX" } }))],
      [
        "ordinary landlord",
        () => {
          if (k > 0 && k % ordinary.length === 0) ordinaryWriter = next++;
          return store.reviews.create(ordinaryWriter, body({ landlordId: ordinary[k++ % ordinary.length]! }));
        },
      ],
      [`landlord of ${size.hot.at(-1)!.toLocaleString("en-US")}`, () => store.reviews.create(next++, body({ landlordId: meta.hotIds.at(-1)! }))],
    ];
    for (let i = 0; i < WARM; i++) for (const [, write] of kinds) await write();
    const cpu = new Map<string, number[]>(kinds.map(([label]) => [label, []]));
    const frames = new Map<string, number[]>(kinds.map(([label]) => [label, []]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const [label, write] of kinds) {
        emptyWal();
        Bun.gc(true);
        const c0 = process.cpuUsage();
        for (let i = 0; i < PER; i++) await write();
        const c = process.cpuUsage(c0);
        cpu.get(label)!.push((c.user + c.system) / 1000 / PER);
        frames.get(label)!.push(walFrames() / PER);
      }
    }
    const figures = kinds.map(([label]) => ({ label, cpu: median(cpu.get(label)!), frames: median(frames.get(label)!) }));
    for (const f of figures) console.log(`  ${f.label.padEnd(28)} CPU ${f.cpu.toFixed(3)} ms/write, WAL frames ${f.frames.toFixed(1)}/write (median of ${ROUNDS} rounds of ${PER})`);
    const [fresh, plain, hot] = figures as [(typeof figures)[0], (typeof figures)[0], (typeof figures)[0]];
    console.log(`  hot/new ${(hot.cpu / fresh.cpu).toFixed(2)}x, hot/ordinary ${(hot.cpu / plain.cpu).toFixed(2)}x by CPU; load ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
    client.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
