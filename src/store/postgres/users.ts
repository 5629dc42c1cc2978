// The users store on PostgreSQL (src/store/users.ts): the twin of src/store/sqlite/auth.ts
// `createUsersStore`. The username is unique whatever its case (the unique index on lower(username)),
// the e-mail stored lower-cased and unique; races between sign-ups are settled by those indexes.
import { eq, sql } from "drizzle-orm";
import { users } from "./schema";
import { nowIso } from "../../http";
import { isUniqueViolation, type PostgresContext } from "./tx";
import type { NewUser, UsersStore } from "../users";
import type { PgDb, PgTx } from "./connection";
import type { UserRow } from "../rows";
import { emailTakenAt, usernameTakenAt } from "../../modules/auth/errors";

/** Adds an account (the e-mail kept in lower case); the unique indexes refuse a taken e-mail or username. Also the oauthAccounts store's, for an outside sign-in's new account. */
export async function insertUser(ex: PgDb | PgTx, values: NewUser): Promise<UserRow> {
  const now = nowIso();
  const [row] = await ex
    .insert(users)
    .values({
      username: values.username,
      email: values.email.toLowerCase(),
      password: values.passwordHash,
      firstName: values.firstName || null,
      lastName: values.lastName || null,
      isAdmin: values.isAdmin,
      emailVerifiedAt: values.emailVerifiedAt ?? null,
      locale: values.locale ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export function createUsersStore(ctx: PostgresContext): UsersStore {
  const { db } = ctx;
  return {
    async byId(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async byEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async usernameTaken(username) {
      const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
      return rows.length > 0;
    },
    async create(values) {
      try {
        return await insertUser(db, values);
      } catch (error) {
        // Two sign-ups raced past the caller's checks; the unique indexes decide.
        if (isUniqueViolation(error, "users.email")) throw emailTakenAt();
        if (isUniqueViolation(error)) throw usernameTakenAt();
        throw error;
      }
    },
    async setAdmin(id, isAdmin) {
      const [row] = await db.update(users).set({ isAdmin, updatedAt: nowIso() }).where(eq(users.id, id)).returning();
      return row;
    },
    async setLocale(id, locale) {
      await db.update(users).set({ locale, updatedAt: nowIso() }).where(eq(users.id, id));
    },
  };
}
