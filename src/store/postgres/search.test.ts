// The search store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts). The catch-up mark is
// each database's own (SQLite: rowids; PostgreSQL: the snapshot it was read in); its contract is one:
// `since` answers only the landlords added after the mark, or null when anything else changed.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { SearchMark, SearchStore } from "../search";
import { createSearchStore as createSqliteSearch } from "../sqlite/search-docs";
import { createSearchStore as createPostgresSearch } from "./search";

const { onPostgres, postgresContext, eachBackend } = storeBackends({ max: 4 });

interface Backend {
  search: SearchStore;
  exec(statement: string): Promise<void>;
}

const landlord = (id: string, name: string, location: string, reviews = 0) => [
  `INSERT INTO landlords (id, name, type, location, dedupe_key, created_at, total_reviews, average_rating) VALUES ('${id}', '${name}', 'company', '${location}', '${id}', 'n', ${reviews}, ${reviews ? 4.5 : 0})`,
  ...(reviews ? [`INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES ('${id}', '1 High Street', ${reviews}, 1)`] : []),
];
const SETUP = [...landlord("A", "Acme", "Leeds", 2), ...landlord("B", "bravo", "Leeds", 2), ...landlord("C", "Crest", "York", 5), ...landlord("D", "Delta", "Hull")];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ search: createSqliteSearch(ctx), exec: async (s) => void ctx.db.$client.exec(s) }),
  postgres: (ctx) => ({ search: createPostgresSearch(ctx), exec: async (s) => void (await ctx.db.$client.unsafe(s)) }),
};

const ids = (docs: { id: string }[]) => docs.map((d) => d.id).sort();

eachBackend("the search store", { setup: SETUP }, open, (b) => {
  let mark: SearchMark;

  test("everything: every landlord's document with its figures; doc by id; writing() is false outside a write", async () => {
    const read = await b.search.everything();
    mark = read.mark;
    expect(ids(read.docs)).toEqual(["A", "B", "C", "D"]);
    expect(read.docs.find((d) => d.id === "C")).toEqual({
      id: "C", name: "Crest", type: "company", location: "York", addresses: "1 High Street", reviews: 5,
      averageRating: 4.5, responsivenessRating: 0, maintenanceRating: 0, fairnessRating: 0, ownerUserId: null,
    });
    expect(await b.search.doc("C")).toEqual(read.docs.find((d) => d.id === "C")!);
    expect(await b.search.doc("nope")).toBeNull();
    expect(b.search.writing()).toBe(false);
  });

  test("landlordsAt: exact locations, most-reviewed first, then by name in byte order, at most the limit", async () => {
    expect((await b.search.landlordsAt(["Leeds", "York"], 10)).map((l) => l.id)).toEqual(["C", "A", "B"]);
    expect((await b.search.landlordsAt(["Leeds", "York"], 2)).map((l) => l.id)).toEqual(["C", "A"]);
    expect(await b.search.landlordsAt(["leeds"], 10)).toEqual([]);
    expect(await b.search.landlordsAt([], 10)).toEqual([]);
  });

  test("since: nothing new is no documents; landlords another process added are exactly those, once", async () => {
    const same = await b.search.since(mark);
    expect(same?.docs).toEqual([]);
    mark = same!.mark;
    await b.exec(landlord("E", "Echo", "Leeds")[0]!);
    await b.exec(landlord("F", "Foxtrot", "York")[0]!);
    const added = await b.search.since(mark);
    expect(ids(added!.docs)).toEqual(["E", "F"]);
    expect(added!.docs.find((d) => d.id === "E")).toMatchObject({ name: "Echo", location: "Leeds", reviews: 0 });
    mark = added!.mark;
    expect((await b.search.since(mark))?.docs).toEqual([]);
  });

  test("since: a changed or removed landlord, or a review added, is null (read everything again)", async () => {
    await b.exec("UPDATE landlords SET name = 'Echo Two' WHERE id = 'E'");
    expect(await b.search.since(mark)).toBeNull();
    const again = await b.search.everything();
    expect(again.docs.find((d) => d.id === "E")?.name).toBe("Echo Two");
    mark = again.mark;
    await b.exec("DELETE FROM landlords WHERE id = 'F'");
    expect(await b.search.since(mark)).toBeNull();
    mark = (await b.search.everything()).mark;
    await b.exec(`INSERT INTO reviews (id, landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
      VALUES ('R', 'D', 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`);
    expect(await b.search.since(mark)).toBeNull();
    mark = (await b.search.everything()).mark;
    expect((await b.search.since(mark))?.docs).toEqual([]);
  });
});

onPostgres("the search store's catch-up on PostgreSQL, where adds commit out of order", () => {
  test("a landlord whose transaction was open when the mark was read, committed after, is read by the next catch-up", async () => {
    const { sql, ctx } = await postgresContext();
    const search = createPostgresSearch(ctx);
    const slow = await sql.reserve();
    try {
      await slow`BEGIN`;
      await slow.unsafe(landlord("SLOW", "Slow Add", "Leeds")[0]!);
      const { mark, docs } = await search.everything();
      expect(docs.map((d) => d.id)).not.toContain("SLOW");
      // A later add commits first.
      await sql.unsafe(landlord("FAST", "Fast Add", "Leeds")[0]!);
      const first = await search.since(mark);
      expect(ids(first!.docs)).toEqual(["FAST"]);
      await slow`COMMIT`;
      const second = await search.since(first!.mark);
      expect(ids(second!.docs)).toEqual(["SLOW"]);
      expect((await search.since(second!.mark))?.docs).toEqual([]);
    } finally {
      slow.release();
    }
  });
});
