// The sessions store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { SessionsStore } from "../sessions";
import { SESSION_TTL_MS } from "../sessions";
import type { UsersStore } from "../users";
import { createSessionsStore as createSqliteSessions, createUsersStore as createSqliteUsers } from "../sqlite/auth";
import { createSessionsStore as createPostgresSessions } from "./sessions";
import { createUsersStore as createPostgresUsers } from "./users";

const { eachBackend } = storeBackends({ max: 4 });

interface Backend {
  users: UsersStore;
  sessions: SessionsStore;
  /** What the tests set up outside the stores: a suspension, a session past its expiry. */
  suspend(userId: number, until: string, reason: string): Promise<void>;
  expire(sid: string): Promise<void>;
}

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => {
    const c = ctx.db.$client;
    return {
      users: createSqliteUsers(ctx),
      sessions: createSqliteSessions(ctx),
      suspend: async (userId, until, reason) => void c.query("INSERT INTO user_suspensions (user_id, until, reason, created_at) VALUES (?, ?, ?, 'n')").run(userId, until, reason),
      expire: async (sid) => void c.query("UPDATE sessions SET expire = ? WHERE sid = ?").run(Date.now() - 1, sid),
    };
  },
  postgres: async (ctx) => {
    const sql = ctx.db.$client;
    await sql`TRUNCATE users, sessions RESTART IDENTITY CASCADE`;
    return {
      users: createPostgresUsers(ctx),
      sessions: createPostgresSessions(ctx),
      suspend: async (userId, until, reason) => void (await sql`INSERT INTO user_suspensions (user_id, until, reason, created_at) VALUES (${userId}, ${until}, ${reason}, 'n')`),
      expire: async (sid) => void (await sql`UPDATE sessions SET expire = ${Date.now() - 1} WHERE sid = ${sid}`),
    };
  },
};

eachBackend("the sessions store", {}, open, (b) => {
  const account = (username: string) => b.users.create({ username, email: `${username}@example.test`, passwordHash: "h", isAdmin: 0 });

  test("a new session has a fresh unguessable id, lasts the TTL from now and signs its user in, not suspended", async () => {
    const user = await account("ann");
    const before = Date.now();
    const one = await b.sessions.create(user.id);
    const two = await b.sessions.create(user.id);
    expect(one.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two.sid).not.toBe(one.sid);
    expect(one.expire).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(one.expire).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    expect(await b.sessions.signedIn(one.sid)).toEqual({ user: (await b.users.byId(user.id))!, suspension: null });
    expect(await b.sessions.signedIn("no-such-session")).toBeUndefined();
  });

  test("a suspension in force comes with the user; one that has ended does not", async () => {
    const held = await account("held");
    const past = await account("past");
    await b.suspend(held.id, "2999-01-01T00:00:00.000Z", "spam");
    await b.suspend(past.id, "2000-01-01T00:00:00.000Z", "old");
    const heldSession = await b.sessions.create(held.id);
    const pastSession = await b.sessions.create(past.id);
    expect((await b.sessions.signedIn(heldSession.sid))!.suspension).toEqual({ until: "2999-01-01T00:00:00.000Z", reason: "spam" });
    expect((await b.sessions.signedIn(pastSession.sid))!.suspension).toBeNull();
  });

  test("a deleted or expired session signs nobody in, and only expired ones are swept", async () => {
    const user = await account("bob");
    const kept = await b.sessions.create(user.id);
    const deleted = await b.sessions.create(user.id);
    const expired = await b.sessions.create(user.id);
    await b.sessions.delete(deleted.sid);
    await b.expire(expired.sid);
    expect(await b.sessions.signedIn(deleted.sid)).toBeUndefined();
    expect(await b.sessions.signedIn(expired.sid)).toBeUndefined();
    expect(await b.sessions.deleteExpired()).toBe(1);
    expect(await b.sessions.deleteExpired()).toBe(0);
    expect((await b.sessions.signedIn(kept.sid))!.user.id).toBe(user.id);
  });
});
