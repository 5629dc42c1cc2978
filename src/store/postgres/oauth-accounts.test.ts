// The oauthAccounts store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where sign-ins really race.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { postgresForTests } from "../../test/postgres-cluster";
import { createEvents } from "../../events";
import type { OAuthAccountsStore } from "../oauth-accounts";
import type { NewUser } from "../users";
import { openDatabase } from "../sqlite/connection";
import { createOAuthAccountsStore as createSqliteOAuth } from "../sqlite/oauth";
import { openPostgres, type PgDb } from "./connection";
import { createOAuthAccountsStore as createPostgresOAuth } from "./oauth-accounts";

const pg = postgresForTests();
let pgDb: PgDb | null = null;
afterAll(async () => {
  await pgDb?.$client.end({ timeout: 5 });
});

interface Backend {
  oauth: OAuthAccountsStore;
  rows<T>(query: string): Promise<T[]>;
}

const FAR = 4_102_444_800_000;
/** Users 1 (ann, e-mail proven, two sessions), 2 (bob, unproven, one session), 3 and 4 (for the connect race). */
const SETUP = [
  "INSERT INTO users (id, username, email, password, email_verified_at, created_at, updated_at) VALUES (1, 'ann', 'ann@x.test', 'x', '2026-01-01', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (2, 'bob', 'bob@x.test', 'x', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (3, 'cat', 'cat@x.test', 'x', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (4, 'dan', 'dan@x.test', 'x', 'n', 'n')",
  `INSERT INTO sessions (sid, sess, expire) VALUES ('a1', '{"userId":1}', ${FAR}), ('a2', '{"userId":1}', ${FAR}), ('b1', '{"userId":2}', ${FAR})`,
];

const backends: [string, boolean, () => Promise<Backend>][] = [
  [
    "SQLite",
    false,
    async () => {
      const ctx = { db: openDatabase(":memory:"), events: createEvents() };
      for (const statement of SETUP) ctx.db.$client.exec(statement);
      return { oauth: createSqliteOAuth(ctx), rows: async (q) => ctx.db.$client.query(q).all() as never[] };
    },
  ],
  [
    "PostgreSQL",
    pg.skipReason !== null,
    async () => {
      pgDb ??= await openPostgres(pg.url(), { max: 20 });
      const sql = pgDb.$client;
      for (const statement of SETUP) await sql.unsafe(statement);
      // Every connection of the pool open before the races, so the writers really run at once.
      await Promise.all(Array.from({ length: 20 }, () => sql`SELECT pg_sleep(0.02)`));
      // Rows inserted with their ids leave the identity's sequence behind (SQLite's rowid follows them).
      await sql.unsafe("SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))");
      return { oauth: createPostgresOAuth({ db: pgDb, events: createEvents() }), rows: async (q) => (await sql.unsafe(q)) as never[] };
    },
  ],
];

const newUser = (username: string, email = "new@x.test"): NewUser => ({ username, email, passwordHash: "x", isAdmin: 0, emailVerifiedAt: "2026-01-01" });

for (const [name, skip, open] of backends) {
  describe.skipIf(skip)(`the oauthAccounts store on ${name}`, () => {
    let b: Backend;
    beforeAll(async () => {
      b = await open();
    });

    test("joining needs a proven e-mail, and ends every session of the account", async () => {
      expect(await b.oauth.joinProven("github", "g-bob", 2)).toBeUndefined();
      expect(await b.oauth.linkedUser("github", "g-bob")).toBeUndefined();
      expect(await b.oauth.joinProven("github", "g-ann", 1)).toMatchObject({ id: 1 });
      expect(await b.oauth.linkedUser("github", "g-ann")).toMatchObject({ id: 1, username: "ann" });
      expect(await b.rows("SELECT sid FROM sessions ORDER BY sid")).toEqual([{ sid: "b1" }]);
    });

    test("connecting from the account page keeps the asking session; an outside account joined elsewhere is 'taken'", async () => {
      expect(await b.oauth.connect("google", "o-bob", 2, "b1")).toBe("connected");
      expect(await b.rows("SELECT sid FROM sessions ORDER BY sid")).toEqual([{ sid: "b1" }]);
      expect(await b.oauth.connect("google", "o-bob", 2, "b1")).toBe("connected");
      expect(await b.oauth.connect("google", "o-bob", 3, undefined)).toBe("taken");
      expect(await b.oauth.linkedUser("google", "o-bob")).toMatchObject({ id: 2 });
    });

    test("two accounts connecting one outside account at once: one 'connected', one 'taken'", async () => {
      const answers = await Promise.all([b.oauth.connect("google", "o-race", 3, undefined), b.oauth.connect("google", "o-race", 4, undefined)]);
      expect(answers.sort()).toEqual(["connected", "taken"]);
      const joined = await b.oauth.linkedUser("google", "o-race");
      expect([3, 4]).toContain(joined!.id);
    });

    test("a new account joined to the outside account; a username taken whatever its case is null", async () => {
      expect(await b.oauth.createJoined(newUser("ANN", "ann2@x.test"), "github", "g-new0")).toBeNull();
      const user = await b.oauth.createJoined(newUser("newbie", "newbie@x.test"), "github", "g-new0");
      expect(user).toMatchObject({ username: "newbie", email: "newbie@x.test" });
      expect(await b.oauth.linkedUser("github", "g-new0")).toMatchObject({ id: user!.id });
      // An e-mail registered meanwhile: null, the caller tries its next username.
      expect(await b.oauth.createJoined(newUser("other", "bob@x.test"), "github", "g-new1")).toBeNull();
    });

    test("five first sign-ins of one outside account at once make one account, and every answer is it", async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => b.oauth.createJoined(newUser(`racer${i}`, "racer@x.test"), "github", "g-race")));
      const ids = new Set(answers.map((u) => u?.id));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toBeNumber();
      expect(await b.rows("SELECT username FROM users WHERE email = 'racer@x.test'")).toHaveLength(1);
    });
  });
}
