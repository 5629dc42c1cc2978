import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DB_FILE } from "./config";
import { openDatabase } from "./store/sqlite/connection";
import { createEvents } from "./events";
import { watchDatabase, write } from "./store/sqlite/tx";
import { insertLandlord } from "./store/sqlite/landlords";
import { runCli, startServer, stopAll } from "./test/process";

afterEach(stopAll);

describe("after-commit events", () => {
  test("events raised in a transaction are published after it commits, and not at all when it rolls back", () => {
    const db = openDatabase(":memory:");
    const events = createEvents();
    const heard: string[] = [];
    events.on("landlord.changed", ({ landlordId }) => {
      // By the time a listener hears of it, the change is committed.
      expect(db.$client.inTransaction).toBe(false);
      heard.push(landlordId);
    });
    // The event carries the landlord's search document as committed, so it names a real landlord.
    const a = write({ db, events }, (tx, raise) => {
      const row = insertLandlord(tx, { name: "A", type: "company", location: "Austin, TX" });
      raise("landlord.changed", { landlordId: row.id });
      expect(heard).toEqual([]);
      return row.id;
    });
    expect(heard).toEqual([a]);
    expect(() =>
      write({ db, events }, (tx, raise) => {
        const row = insertLandlord(tx, { name: "B", type: "company", location: "Austin, TX" });
        raise("landlord.changed", { landlordId: row.id });
        throw new Error("roll back");
      }),
    ).toThrow("roll back");
    expect(heard).toEqual([a]);
  });

  test("a commit by another connection to the file is noticed through data_version; our own are not", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "rentfair-events-")), DB_FILE);
    const ours = openDatabase(path);
    const other = openDatabase(path);
    const events = createEvents();
    let changes = 0;
    events.on("database.changed", () => changes++);
    const stop = watchDatabase(ours, events, 20);
    ours.$client.exec("INSERT INTO sessions (sid, sess, expire) VALUES ('ours', '{}', 0)");
    await Bun.sleep(80);
    expect(changes).toBe(0);
    other.$client.exec("INSERT INTO sessions (sid, sess, expire) VALUES ('theirs', '{}', 0)");
    // Polled, not slept on: a busy machine may run the 20 ms timer late.
    for (let waited = 0; changes === 0 && waited < 5000; waited += 20) await Bun.sleep(20);
    await Bun.sleep(80);
    expect(changes).toBe(1);
    stop();
  });
});

test("a landlord imported by `rentfair import` beside a running server is found by its search within 2 seconds", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rentfair-live-import-"));
  const server = await startServer(dataDir);
  const search = async () => (await (await fetch(`${server.base}/api/landlords/search?query=quillfeather`)).json()) as { name: string }[];
  expect(await search()).toEqual([]);
  const csv = join(dataDir, "..", `${dataDir.split("/").pop()}.csv`);
  writeFileSync(csv, "name,type,location\nQuillfeather Lettings,company,\"Madison, WI\"\n");
  const imported = runCli(["import", csv, "--data", dataDir], { RENTFAIR_UI_DIR: "" });
  expect(imported.stdout).toContain("imported 1 landlord");
  const started = Date.now();
  let found: { name: string }[] = [];
  while (Date.now() - started < 2000 && !found.length) {
    found = await search();
    if (!found.length) await Bun.sleep(50);
  }
  expect(found.map((l) => l.name)).toEqual(["Quillfeather Lettings"]);
  expect(Date.now() - started).toBeLessThan(2000);
}, 30_000); // starting a server and running the CLI take seconds on a busy machine; the 2 s are measured from the import
