// The oauthAccounts store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where sign-ins really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { OAuthAccountsStore } from "../oauth-accounts";
import type { NewUser } from "../users";
import { createOAuthAccountsStore as createSqliteOAuth } from "../sqlite/oauth";
import { createOAuthAccountsStore as createPostgresOAuth } from "./oauth-accounts";

const { eachBackend } = storeBackends({ max: 20 });

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

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ oauth: createSqliteOAuth(ctx), rows: async (q) => ctx.db.$client.query(q).all() as never[] }),
  postgres: async ({ db, events }) => {
    // Rows inserted with their ids leave the identity's sequence behind (SQLite's rowid follows them).
    await db.$client.unsafe("SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))");
    return { oauth: createPostgresOAuth({ db, events }), rows: async (q) => (await db.$client.unsafe(q)) as never[] };
  },
};

const newUser = (username: string, email = "new@x.test"): NewUser => ({ username, email, passwordHash: "x", isAdmin: 0, emailVerifiedAt: "2026-01-01" });

eachBackend("the oauthAccounts store", { setup: SETUP, warmPool: true }, open, (b) => {
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
