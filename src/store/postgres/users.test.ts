// The users store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { UsersStore } from "../users";
import { createUsersStore as createSqliteUsers } from "../sqlite/auth";
import { createUsersStore as createPostgresUsers } from "./users";

const { eachBackend } = storeBackends({ max: 8 });

const open: BackendOpeners<UsersStore> = {
  sqlite: (ctx) => createSqliteUsers(ctx),
  postgres: async (ctx) => {
    // Each run starts from no accounts, as a fresh SQLite database does.
    await ctx.db.$client`TRUNCATE users RESTART IDENTITY CASCADE`;
    return createPostgresUsers(ctx);
  },
};

const ann = { username: "Ann", email: "Ann@Example.test", passwordHash: "hash", firstName: "Ann", lastName: "", isAdmin: 0 as const };

eachBackend("the users store", {}, open, (store) => {
  test("creates an account with its e-mail lower-cased, found by id and by e-mail in any case", async () => {
    const created = await store.create(ann);
    expect(created).toMatchObject({ username: "Ann", email: "ann@example.test", password: "hash", firstName: "Ann", lastName: null, isAdmin: 0, emailVerifiedAt: null });
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof created.id).toBe("number");
    expect(await store.byId(created.id)).toEqual(created);
    expect(await store.byEmail("ANN@example.TEST")).toEqual(created);
    expect(await store.byEmail("nobody@example.test")).toBeUndefined();
    expect(await store.byId(created.id + 1000)).toBeUndefined();
  });

  test("a username is taken whatever its case", async () => {
    expect(await store.usernameTaken("aNN")).toBe(true);
    expect(await store.usernameTaken("Bob")).toBe(false);
  });

  test("a second account with the same e-mail or the same username in another case is refused with 409 at its field", async () => {
    await expect(store.create({ ...ann, username: "Someone" })).rejects.toMatchObject({ status: 409, code: "auth.email_taken", extra: { errors: { email: "Email already registered" } } });
    await expect(store.create({ ...ann, username: "ANN", email: "other@example.test" })).rejects.toMatchObject({ status: 409, code: "auth.username_taken", extra: { errors: { username: "Username already taken" } } });
  });

  test("of ten sign-ups racing with one e-mail, one account is made and the nine others get 409", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => store.create({ ...ann, username: `Racer${i}`, email: "race@example.test" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "auth.email_taken" });
  });

  test("admin rights are granted and revoked on the row, and an unknown account is undefined", async () => {
    const user = (await store.byEmail("ann@example.test"))!;
    expect(await store.setAdmin(user.id, 1)).toMatchObject({ id: user.id, isAdmin: 1 });
    expect((await store.byId(user.id))!.isAdmin).toBe(1);
    expect(await store.setAdmin(user.id, 0)).toMatchObject({ isAdmin: 0 });
    expect(await store.setAdmin(user.id + 1000, 1)).toBeUndefined();
  });

  test("a proven e-mail is kept with the account", async () => {
    const proven = await store.create({ ...ann, username: "Proven", email: "proven@example.test", emailVerifiedAt: "2026-01-02T03:04:05.000Z" });
    expect((await store.byId(proven.id))!.emailVerifiedAt).toBe("2026-01-02T03:04:05.000Z");
  });
});
