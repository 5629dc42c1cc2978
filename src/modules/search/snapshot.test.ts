// The search index kept beside the database (snapshot.ts, issue 32): a loaded snapshot answers as
// the index it was saved from; it is used only for its own database as it stands (or with landlords
// added since), holds whether a landlord has an owner but not who, and anything wrong with the file
// means a rebuild from the store, never a wrong answer.
import { expect, test } from "bun:test";
import { copyFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoAddress, demoLandlord, rng } from "../../commands/demo-data";
import { createEvents } from "../../events";
import { createLogger } from "../../lib/logger";
import { createSqliteStore } from "../../store/sqlite";
import { openDatabase } from "../../store/sqlite/connection";
import { prepareInsertLandlord } from "../../store/sqlite/landlords";
import { writeTx } from "../../store/sqlite/tx";
import type { SearchDoc, SearchMark } from "../../store/search";
import { toLandlord } from "../landlords/public";
import { LandlordIndex, type SearchType } from "./landlord-index";
import { SOME_OWNER } from "./landlord-kind";
import { createLandlordSearch } from "./service";
import { readSnapshot, saveSnapshot, SNAPSHOT_FORMAT } from "./snapshot";
import { SnapshotReader } from "./snapshot-format";

const QUERIES: [string, SearchType, string?][] = [
  ["jonh smth", "landlord"],
  ["marai garcai", "landlord"],
  ["keystone managment", "landlord"],
  ["properties", "landlord"],
  ["pr", "landlord"],
  ["m", "landlord"],
  ["mar", "landlord", "Chicago, IL"],
  ["nguyen propertes", "landlord", "Seattle, WA"],
  ["123 main st", "address"],
  ["university ave", "address"],
  ["washington blvd", "address", "Boston, MA"],
  ["tx", "address"],
  ["Zoë Müller", "landlord"],
];

function docs(n: number): SearchDoc[] {
  const r = rng(7);
  return Array.from({ length: n }, (_, i) => {
    const l = demoLandlord(r);
    const reviews = Math.floor(r() * 6);
    return {
      id: crypto.randomUUID(),
      name: i % 97 === 0 ? `Zoë Müller ${i}` : l.name,
      type: l.type,
      location: l.location,
      addresses: Array.from({ length: reviews }, () => demoAddress(r, l.location)).join("\n"),
      reviews,
      averageRating: reviews ? [3.4, 4.25, 1 / 3, 5][i % 4] : 0,
      responsivenessRating: reviews ? 2.5 : 0,
      maintenanceRating: reviews ? 4 : 0,
      fairnessRating: reviews ? 3.7 : 0,
      ownerUserId: i % 13 === 0 ? 4000 + i : null,
    };
  });
}

const tempPath = (name: string) => join(mkdtempSync(join(tmpdir(), "rentfair-snapshot-")), name);

test("a loaded snapshot answers every search as the index it was saved from, rows and JSON alike, and keeps no owner's account", () => {
  const built = new LandlordIndex();
  built.reset(docs(3000));
  const place = { path: tempPath("search-index.snapshot"), identity: () => "db-1" };
  const mark = { rowid: 3000 } as unknown as SearchMark;
  saveSnapshot(built, place, mark);
  expect(statSync(place.path).mode & 0o777).toBe(0o600);

  const loaded = new LandlordIndex();
  const found = readSnapshot(loaded, place);
  if (!("mark" in found)) throw new Error(`not read: ${found.why}`);
  expect(found.mark).toEqual(mark);
  found.load();
  expect(loaded.size).toBe(built.size);
  for (const [query, type, location] of QUERIES) {
    const want = built.searchNumbers(query, { type, location });
    expect(loaded.searchNumbers(query, { type, location }), `${type}: ${query}`).toEqual(want);
    expect(want.map((n) => loaded.jsonAt(n))).toEqual(want.map((n) => built.jsonAt(n)));
  }
  expect(loaded.matchingLocations("austin")).toEqual(built.matchingLocations("austin"));
  for (let n = 0; n < 3000; n += 37) {
    const id = built.idAt(n);
    const [was, is] = [built.record(id)!, loaded.record(id)!];
    expect(toLandlord(is)).toEqual(toLandlord(was));
    expect(is.ownerUserId).toBe(was.ownerUserId === null ? null : SOME_OWNER);
  }
  // The file keeps whether there is an owner (SOME_OWNER, or 0), and no account number: the owner is word 6 of each 32-byte record (landlord-kind.ts).
  const records = new SnapshotReader(readFileSync(place.path)).array("landlords.records", "u8");
  const words = new Uint32Array(records.buffer, records.byteOffset, records.length / 4);
  const owners = new Set(Array.from({ length: records.length / 32 }, (_, n) => words[n * 8 + 6]));
  expect([...owners].sort()).toEqual([0, SOME_OWNER]);

  // Changes after loading behave as on a built index.
  const extra = docs(3001)[3000]!;
  loaded.upsert({ ...extra, name: "Quillfeather Lettings" });
  expect(loaded.search("quillfeather")).toEqual([extra.id]);
  loaded.remove(extra.id);
  expect(loaded.search("quillfeather")).toEqual([]);

  // Landlords removed and changed right after loading, before any search with a location (the
  // places' documents are grouped at their first use, places.ts): counts and answers as built.
  const again = new LandlordIndex();
  const second = readSnapshot(again, place);
  if (!("mark" in second)) throw new Error(`not read: ${second.why}`);
  second.load();
  for (let n = 0; n < 3000; n += 61) {
    const id = built.idAt(n);
    built.remove(id);
    again.remove(id);
  }
  built.upsert({ ...extra, location: "Austin, TX" });
  again.upsert({ ...extra, location: "Austin, TX" });
  const austin = built.matchingLocations("austin");
  expect(again.matchingLocations("austin")).toEqual(austin);
  expect(again.liveIn(austin)).toBe(built.liveIn(austin));
  for (const [query, type, location] of [...QUERIES, ["smith", "landlord", "Austin, TX"] as [string, SearchType, string]]) {
    expect(again.searchNumbers(query, { type, location }).map((n) => again.idAt(n)), `${type}: ${query}`).toEqual(built.searchNumbers(query, { type, location }).map((n) => built.idAt(n)));
  }
});

test("only a freshly built index is saved: after a change it must be rebuilt first", () => {
  const index = new LandlordIndex();
  index.reset(docs(50));
  index.upsert({ ...docs(51)[50]!, id: "new" });
  expect(() => saveSnapshot(index, { path: tempPath("s"), identity: () => "x" }, {} as SearchMark)).toThrow(/freshly built/);
});

test("a snapshot cut short, damaged, of another format or of another database is ignored", () => {
  const index = new LandlordIndex();
  index.reset(docs(500));
  const place = { path: tempPath("search-index.snapshot"), identity: () => "db-1" };
  saveSnapshot(index, place, {} as SearchMark);
  const bytes = new Uint8Array(readFileSync(place.path)); // a copy: a Buffer's slice() would share its bytes
  const whyNot = (file: Uint8Array | null, identity = "db-1") => {
    if (file) writeFileSync(place.path, file);
    const found = readSnapshot(new LandlordIndex(), { path: place.path, identity: () => identity });
    return "why" in found ? found.why : "used";
  };
  expect(whyNot(bytes)).toBe("used");
  expect(whyNot(bytes, "db-2")).toMatch(/another database/);
  expect(whyNot(bytes.subarray(0, bytes.length - 100))).toMatch(/damaged|cut short|bad section/);
  expect(whyNot(bytes.subarray(0, 20))).toMatch(/cut short|unreadable/);
  const flipped = bytes.slice();
  flipped[bytes.length >> 1]! ^= 0xff;
  expect(whyNot(flipped)).toMatch(/damaged/);
  expect(whyNot(new TextEncoder().encode("hello, not a snapshot at all"))).toMatch(/not a search index snapshot/);
  const otherFormat = bytes.slice();
  // The key is JSON inside the header's JSON: its quotes are escaped there.
  otherFormat.set(new TextEncoder().encode(`\\"format\\":${SNAPSHOT_FORMAT + 1}`), Buffer.from(bytes).indexOf(`\\"format\\":${SNAPSHOT_FORMAT}`));
  expect(whyNot(otherFormat)).toMatch(/another format/);
});

test("the service keeps its index beside the database and loads it at the next start, while the database is as it was", async () => {
  const path = tempPath("rentfair.db");
  const db = openDatabase(path);
  const other = openDatabase(path); // another process: `rentfair import`, an operator
  const add = (names: string[]) => writeTx(other, (tx) => names.map((name) => prepareInsertLandlord(tx)({ name, type: "company", location: "Austin, TX" })));
  add(["Acme Rentals", "Birch Homes", "Cedar Lettings"]);
  const store = createSqliteStore(db, createEvents());
  const lines: string[] = [];
  const log = createLogger("debug", "text", (line) => void lines.push(line));
  const start = async () => {
    lines.length = 0;
    const search = createLandlordSearch({ store, log, snapshot: store.search.snapshotPlace!()! });
    await search.loaded();
    return search;
  };
  const ids = (found: ReturnType<Awaited<ReturnType<typeof start>>["search"]>) => ("ids" in found ? [...found.ids] : []);
  const snapshotPath = join(path, "..", "search-index.snapshot");

  let search = await start();
  await search.persist(); // at shutdown: saved
  expect(statSync(snapshotPath).mode & 0o777).toBe(0o600);
  search = await start();
  expect(lines.join("")).toMatch(/loaded from .* \(0 landlords added since\)/);
  expect(ids(search.search({ query: "birch" }))).toHaveLength(1);

  // Landlords added since (an import): loaded, then the new ones added.
  const [dogwood] = add(["Dogwood Living"]);
  search = await start();
  expect(lines.join("")).toMatch(/\(1 landlords added since\)/);
  expect(ids(search.search({ query: "dogwood" }))).toEqual([dogwood!]);
  await search.persist(); // changed since it was built: rebuilt, then saved

  // Anything else changed: rebuilt from the database, never the old answers.
  other.$client.exec("UPDATE landlords SET name = 'Birch Homez' WHERE name = 'Birch Homes'");
  search = await start();
  expect(lines.join("")).toMatch(/changed since the index snapshot; rebuilding/);
  expect(ids(search.search({ query: "homez" }))).toHaveLength(1);
  await search.persist();

  // A damaged file: ignored, rebuilt, answers right.
  const bytes = readFileSync(snapshotPath);
  bytes[bytes.length - 10]! ^= 0x55;
  writeFileSync(snapshotPath, bytes);
  search = await start();
  expect(lines.join("")).toMatch(/snapshot was ignored \(damaged/);
  expect(ids(search.search({ query: "homez" }))).toHaveLength(1);
  expect(search.size).toBe(4);
  await search.persist();

  // The snapshot of another database file (a copied or restored database) is not used.
  const copy = tempPath("rentfair.db");
  db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  copyFileSync(path, copy);
  copyFileSync(snapshotPath, join(copy, "..", "search-index.snapshot"));
  const copyStore = createSqliteStore(openDatabase(copy), createEvents());
  lines.length = 0;
  const onCopy = createLandlordSearch({ store: copyStore, log, snapshot: copyStore.search.snapshotPlace!()! });
  await onCopy.loaded();
  expect(lines.join("")).toMatch(/ignored \(made for another database\)/);
  expect(onCopy.size).toBe(4);
});

test("after loading a snapshot (no earlier texts kept), a change of figures alone is taken in place and a change of text is re-indexed, as a rebuild answers", () => {
  // Issue 32: an account's deletion changes the figures of every landlord it reviewed; each one
  // re-added left a dead document behind, and 40,000 of them a compaction on the server's one thread.
  const all = docs(3000);
  const built = new LandlordIndex();
  built.reset(all);
  const place = { path: tempPath("search-index.snapshot"), identity: () => "db-1" };
  saveSnapshot(built, place, { rowid: 3000 } as unknown as SearchMark);
  const loaded = new LandlordIndex();
  const found = readSnapshot(loaded, place);
  if (!("mark" in found)) throw new Error(`not read: ${found.why}`);
  found.load();

  const latest = new Map(all.map((d) => [d.id, d]));
  // Figures only: a review gone from each of 1,000 landlords.
  for (const doc of all.slice(0, 1000)) {
    const changed = { ...doc, reviews: (doc.reviews ?? 0) + 1, averageRating: 2.5 };
    latest.set(doc.id, changed);
    loaded.update(changed);
  }
  expect(loaded.pristine).toBe(true); // no document re-added: nothing dead, nothing waiting to be folded in
  // Text: a landlord renamed, one with an address more: re-indexed.
  const renamed = { ...all[1500]!, name: "Quillfeather Lettings" };
  const moved = { ...all[1600]!, addresses: `${all[1600]!.addresses}\n77 Zephyr Lane` };
  for (const doc of [renamed, moved]) {
    latest.set(doc.id, doc);
    loaded.update(doc);
  }
  expect(loaded.pristine).toBe(false);
  const rebuilt = new LandlordIndex();
  rebuilt.reset([...latest.values()]);
  expect(loaded.search("quillfeather")).toEqual([renamed.id]);
  expect(loaded.search(all[1500]!.name).includes(renamed.id)).toBe(false);
  expect(loaded.search("zephyr lane", { type: "address" })).toEqual([moved.id]);
  // The same landlords as a rebuild finds (in place, a landlord keeps its number: among equal scores
  // and ranks the order may differ from a rebuild's, as after `upsert`, so answers are compared whole).
  for (const [query, type, location] of QUERIES) {
    const ids = (index: LandlordIndex) => index.searchNumbers(query, { type, location, limit: 3000 }).map((n) => index.idAt(n)).sort();
    expect(ids(loaded), `${type}: ${query}`).toEqual(ids(rebuilt));
  }
  for (const doc of all.slice(0, 1000)) expect(loaded.record(doc.id)).toEqual(rebuilt.record(doc.id));
});
