// The passwordResets store behaves the same on PostgreSQL as on SQLite: the same assertions run
// against both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { PasswordResetsStore } from "../password-resets";
import type { SessionsStore } from "../sessions";
import type { UsersStore } from "../users";
import { createSessionsStore as createSqliteSessions, createUsersStore as createSqliteUsers } from "../sqlite/auth";
import { createPasswordResetsStore as createSqliteResets } from "../sqlite/password-reset";
import { createPasswordResetsStore as createPostgresResets } from "./password-resets";
import { createSessionsStore as createPostgresSessions } from "./sessions";
import { createUsersStore as createPostgresUsers } from "./users";

const { eachBackend } = storeBackends({ max: 8 });

interface Backend {
  users: UsersStore;
  sessions: SessionsStore;
  resets: PasswordResetsStore;
  /** Moves every link's expiry into the past, as an hour going by would. */
  expireLinks(): Promise<void>;
}

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    users: createSqliteUsers(ctx),
    sessions: createSqliteSessions(ctx),
    resets: createSqliteResets(ctx),
    expireLinks: async () => void ctx.db.$client.query("UPDATE password_resets SET expires_at = ?").run(Date.now() - 1),
  }),
  postgres: async (ctx) => {
    const sql = ctx.db.$client;
    await sql`TRUNCATE users, sessions, password_resets RESTART IDENTITY CASCADE`;
    return {
      users: createPostgresUsers(ctx),
      sessions: createPostgresSessions(ctx),
      resets: createPostgresResets(ctx),
      expireLinks: async () => void (await sql`UPDATE password_resets SET expires_at = ${Date.now() - 1}`),
    };
  },
};

eachBackend("the passwordResets store", {}, open, (b) => {
  let n = 0;
  const account = () => b.users.create({ username: `user${++n}`, email: `User${n}@Example.test`, passwordHash: "old", isAdmin: 0 });

  test("a link names its account until it is used; using it sets the password, ends every session and every other link", async () => {
    const user = await account();
    const other = await account();
    const token = await b.resets.issue(user.id);
    const second = await b.resets.issue(user.id);
    const othersLink = await b.resets.issue(other.id);
    const session = await b.sessions.create(user.id);
    const othersSession = await b.sessions.create(other.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await b.resets.userOf(token)).toBe(user.id);
    expect(await b.resets.reset(token, "new")).toEqual({ userId: user.id, email: user.email });
    expect((await b.users.byId(user.id))!.password).toBe("new");
    expect(await b.resets.userOf(token)).toBeUndefined();
    expect(await b.resets.userOf(second)).toBeUndefined();
    expect(await b.sessions.signedIn(session.sid)).toBeUndefined();
    // Another account's link and session are untouched.
    expect(await b.resets.userOf(othersLink)).toBe(other.id);
    expect((await b.sessions.signedIn(othersSession.sid))!.user.id).toBe(other.id);
    await expect(b.resets.reset(token, "again")).rejects.toMatchObject({ status: 400, extra: { errors: { token: expect.any(String) } } });
  });

  test("of five requests racing with one link, one sets the password and the four others get 400", async () => {
    const user = await account();
    const token = await b.resets.issue(user.id);
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => b.resets.reset(token, `pw${i}`)));
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 400 });
    expect((await b.users.byId(user.id))!.password).toMatch(/^pw\d$/);
  });

  test("an expired or unknown link names nobody and resets nothing; a new link works again", async () => {
    const user = await account();
    const token = await b.resets.issue(user.id);
    await b.expireLinks();
    expect(await b.resets.userOf(token)).toBeUndefined();
    await expect(b.resets.reset(token, "new")).rejects.toMatchObject({ status: 400 });
    expect(await b.resets.userOf("not-a-token")).toBeUndefined();
    expect((await b.users.byId(user.id))!.password).toBe("old");
    const fresh = await b.resets.issue(user.id);
    expect(await b.resets.userOf(fresh)).toBe(user.id);
  });
});
