// Follows on PostgreSQL: the twin of src/store/sqlite/follows.ts (docs/follows.md). The one-follow
// rule is the unique index follows_user_target_unique: a double click's race ends in 409.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { buildings, follows, landlords, mailOutbox } from "./schema";
import type { Follow, FollowTargetType } from "../../contract/follows";
import { cityName } from "../alert-rules";
import { VISIBLE_REVIEWS_SQL } from "../buildings";
import type { FollowRow } from "../rows";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { isUniqueViolation, writeTx, type PostgresContext } from "./tx";
import type { FollowsStore, FollowTarget } from "../follows";
import { alreadyFollowing, followNotFound } from "../../modules/follows/errors";

type Executor = PgDb | PgTx;

function toFollow(row: FollowRow, liveName?: string | null): Follow {
  return { id: row.id, targetType: row.targetType, targetId: row.targetId, name: liveName ?? row.name, email: row.email, createdAt: row.createdAt };
}

async function selectFollows(ex: Executor, where: SQL | undefined): Promise<Follow[]> {
  const rows = await ex
    .select({ follow: follows, landlordName: landlords.name })
    .from(follows)
    .leftJoin(landlords, and(eq(follows.targetType, "landlord"), eq(landlords.id, follows.targetId)))
    .where(where)
    .orderBy(desc(follows.createdAt), sql`${follows.id} COLLATE "C" DESC`);
  return rows.map((r) => toFollow(r.follow, r.landlordName));
}

/** A city by its slug: the location of some landlord whose slug it is (see SQLite's cityBySlug). */
export async function cityBySlug(ex: Executor, slug: string): Promise<string | null> {
  const rows = await ex.select({ location: landlords.location, n: count() }).from(landlords).groupBy(landlords.location);
  return cityName(rows, slug);
}

// As GET /api/buildings/{id}: a building none of whose reviews is visible is unknown (404), so its
// feed and a new follow do not reveal the address a hidden review named (contract §7.5).
const visibleReviewOf = sql`EXISTS (SELECT 1 FROM reviews WHERE reviews.building_id = ${buildings.id} AND ${sql.raw(VISIBLE_REVIEWS_SQL)})`;

/** A building by id (contract §7.2), named by its building-level address as its page is. */
export async function resolveBuilding(ex: Executor, id: string): Promise<FollowTarget | null> {
  const [row] = await ex.select({ id: buildings.id, address: buildings.address }).from(buildings).where(and(eq(buildings.id, id), visibleReviewOf));
  return row ? { targetType: "building", targetId: row.id, name: row.address } : null;
}

export async function resolveTarget(ex: Executor, targetType: FollowTargetType, targetId: string): Promise<FollowTarget | null> {
  if (targetType === "landlord") {
    const [row] = await ex.select({ id: landlords.id, name: landlords.name }).from(landlords).where(eq(landlords.id, targetId.toLowerCase()));
    return row ? { targetType, targetId: row.id, name: row.name } : null;
  }
  if (targetType === "city") {
    const location = await cityBySlug(ex, targetId);
    return location ? { targetType, targetId, name: location } : null;
  }
  return resolveBuilding(ex, targetId);
}

async function ownFollow(tx: PgTx, userId: number, followId: string): Promise<FollowRow> {
  const [row] = await tx.select().from(follows).where(eq(follows.id, followId)).for("update");
  if (!row || row.userId !== userId) throw followNotFound();
  return row;
}

async function dropUnsentMails(tx: PgTx, followId: string): Promise<void> {
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.followId, followId), sql`${mailOutbox.status} IN ('pending', 'failed')`));
}

export const followsOfUser = (ex: Executor, userId: number) => selectFollows(ex, eq(follows.userId, userId));

export function createFollowsStore(ctx: PostgresContext): FollowsStore {
  const { db } = ctx;
  return {
    target: (targetType, targetId) => resolveTarget(db, targetType, targetId),

    async add(userId, target, email) {
      const now = nowIso();
      try {
        const [row] = await db
          .insert(follows)
          .values({ id: crypto.randomUUID(), userId, targetType: target.targetType, targetId: target.targetId, name: target.name, email, digestFrom: now, createdAt: now })
          .returning();
        return toFollow(row!, target.targetType === "landlord" ? target.name : null);
      } catch (error) {
        if (isUniqueViolation(error, "follows")) throw alreadyFollowing();
        throw error;
      }
    },

    async setEmail(userId, followId, email) {
      return writeTx(db, async (tx) => {
        const row = await ownFollow(tx, userId, followId);
        const digestFrom = email === "weekly" && row.email !== "weekly" ? nowIso() : row.digestFrom;
        await tx.update(follows).set({ email, digestFrom }).where(eq(follows.id, row.id));
        if (email === "off") await dropUnsentMails(tx, row.id);
        return (await selectFollows(tx, eq(follows.id, row.id)))[0]!;
      });
    },

    async remove(userId, followId) {
      await writeTx(db, async (tx) => {
        const row = await ownFollow(tx, userId, followId);
        await dropUnsentMails(tx, row.id);
        await tx.delete(follows).where(eq(follows.id, row.id));
      });
    },

    ofUser: (userId) => followsOfUser(db, userId),

    async find(userId, targetType, targetId) {
      return (await selectFollows(db, and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId))))[0] ?? null;
    },

    async stopMail(followId) {
      return writeTx(db, async (tx) => {
        const [row] = await tx.select().from(follows).where(eq(follows.id, followId)).for("update");
        if (!row) return false;
        await tx.update(follows).set({ email: "off" }).where(eq(follows.id, row.id));
        await dropUnsentMails(tx, row.id);
        return true;
      });
    },
  };
}

/**
 * A landlord merged into another (landlords.ts `mergeLandlords`): its followers follow the kept one,
 * unless they already do. Called in the merge's transaction, before the duplicate is deleted.
 */
export async function moveLandlordFollows(tx: Executor, fromId: string, intoId: string): Promise<void> {
  await tx
    .update(follows)
    .set({ targetId: intoId })
    .where(
      and(
        eq(follows.targetType, "landlord"),
        eq(follows.targetId, fromId),
        sql`${follows.userId} NOT IN (SELECT user_id FROM follows WHERE target_type = 'landlord' AND target_id = ${intoId})`,
      ),
    );
}

/** A landlord deleted (landlords.ts `deleteLandlord`): nothing left to follow. Their unsent mails are dropped at claim time. */
export async function deleteLandlordFollows(tx: Executor, landlordId: string): Promise<void> {
  await tx.delete(follows).where(and(eq(follows.targetType, "landlord"), eq(follows.targetId, landlordId)));
}
