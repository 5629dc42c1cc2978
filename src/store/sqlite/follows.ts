// Follows in SQLite (docs/follows.md): private to the follower; the one-follow rule is the unique
// index follows_user_target_unique, so a double click's race ends in 409, not a second row.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { buildings, follows, landlords, mailOutbox, type FollowRow } from "./schema";
import type { Follow, FollowTargetType } from "../../contract/follows";
import { cityName } from "../alert-rules";
import { VISIBLE_REVIEWS_SQL } from "../buildings";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { isUniqueViolation, writeTx, type SqliteContext } from "./tx";
import type { FollowsStore, FollowTarget } from "../follows";
import { alreadyFollowing, followNotFound } from "../../modules/follows/errors";

/** A follow as its follower reads it; a landlord's name is read live (it may be renamed), others as followed. */
function toFollow(row: FollowRow, liveName?: string | null): Follow {
  return { id: row.id, targetType: row.targetType, targetId: row.targetId, name: liveName ?? row.name, email: row.email, createdAt: row.createdAt };
}

function selectFollows(ex: Executor, where: ReturnType<typeof eq>): Follow[] {
  return ex
    .select({ follow: follows, landlordName: landlords.name })
    .from(follows)
    .leftJoin(landlords, and(eq(follows.targetType, "landlord"), eq(landlords.id, follows.targetId)))
    .where(where)
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .all()
    .map((r) => toFollow(r.follow, r.landlordName));
}

/**
 * A city by its slug: the location of some landlord whose slug it is. Locations are few next to
 * landlords (one per city), so their distinct list is scanned; the slug is not stored anywhere.
 */
export function cityBySlug(ex: Executor, slug: string): string | null {
  const rows = ex.select({ location: landlords.location, n: count() }).from(landlords).groupBy(landlords.location).all();
  return cityName(rows, slug);
}

// As GET /api/buildings/{id}: a building none of whose reviews is visible is unknown (404), so its
// feed and a new follow do not reveal the address a hidden review named (contract §7.5).
const visibleReviewOf = sql`EXISTS (SELECT 1 FROM reviews WHERE reviews.building_id = ${buildings.id} AND ${sql.raw(VISIBLE_REVIEWS_SQL)})`;

/** A building by id (contract §7.2), named by its building-level address as its page is. */
export function resolveBuilding(ex: Executor, id: string): FollowTarget | null {
  const row = ex.select({ id: buildings.id, address: buildings.address }).from(buildings).where(and(eq(buildings.id, id), visibleReviewOf)).get();
  return row ? { targetType: "building", targetId: row.id, name: row.address } : null;
}

export function resolveTarget(ex: Executor, targetType: FollowTargetType, targetId: string): FollowTarget | null {
  if (targetType === "landlord") {
    const row = ex.select({ id: landlords.id, name: landlords.name }).from(landlords).where(eq(landlords.id, targetId.toLowerCase())).get();
    return row ? { targetType, targetId: row.id, name: row.name } : null;
  }
  if (targetType === "city") {
    const location = cityBySlug(ex, targetId);
    return location ? { targetType, targetId, name: location } : null;
  }
  return resolveBuilding(ex, targetId);
}

/** The user's own follow by id (404 followNotFound for anyone else's or none). */
function ownFollow(ex: Executor, userId: number, followId: string): FollowRow {
  const row = ex.select().from(follows).where(eq(follows.id, followId)).get();
  if (!row || row.userId !== userId) throw followNotFound();
  return row;
}

/** Mails of the follow not yet sent are dropped with it, or when its mails are turned off. */
function dropUnsentMails(ex: Executor, followId: string): void {
  ex.delete(mailOutbox).where(and(eq(mailOutbox.followId, followId), sql`${mailOutbox.status} IN ('pending', 'failed')`)).run();
}

export function followsOfUser(ex: Executor, userId: number): Follow[] {
  return selectFollows(ex, eq(follows.userId, userId));
}

/** The follows store on SQLite (src/store/follows.ts). */
export function createFollowsStore(ctx: SqliteContext): FollowsStore {
  const { db } = ctx;
  return {
    async target(targetType, targetId) {
      return resolveTarget(db, targetType, targetId);
    },

    async add(userId, target, email) {
      const now = nowIso();
      try {
        const row = writeTx(db, (tx) =>
          tx
            .insert(follows)
            .values({ id: crypto.randomUUID(), userId, targetType: target.targetType, targetId: target.targetId, name: target.name, email, digestFrom: now, createdAt: now })
            .returning()
            .get(),
        );
        return toFollow(row, target.targetType === "landlord" ? target.name : null);
      } catch (error) {
        if (isUniqueViolation(error, "follows")) throw alreadyFollowing();
        throw error;
      }
    },

    async setEmail(userId, followId, email) {
      return writeTx(db, (tx) => {
        const row = ownFollow(tx, userId, followId);
        // A weekly digest covers the week from the choice on, not reviews from before it.
        const digestFrom = email === "weekly" && row.email !== "weekly" ? nowIso() : row.digestFrom;
        tx.update(follows).set({ email, digestFrom }).where(eq(follows.id, row.id)).run();
        if (email === "off") dropUnsentMails(tx, row.id);
        return selectFollows(tx, eq(follows.id, row.id))[0]!;
      });
    },

    async remove(userId, followId) {
      writeTx(db, (tx) => {
        const row = ownFollow(tx, userId, followId);
        dropUnsentMails(tx, row.id);
        tx.delete(follows).where(eq(follows.id, row.id)).run();
      });
    },

    async ofUser(userId) {
      return followsOfUser(db, userId);
    },

    async find(userId, targetType, targetId) {
      return selectFollows(db, and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId))!)[0] ?? null;
    },

    async stopMail(followId) {
      return writeTx(db, (tx) => {
        const row = tx.select().from(follows).where(eq(follows.id, followId)).get();
        if (!row) return false;
        tx.update(follows).set({ email: "off" }).where(eq(follows.id, row.id)).run();
        dropUnsentMails(tx, row.id);
        return true;
      });
    },
  };
}

/**
 * A landlord merged into another (landlords.ts `mergeLandlords`): its followers follow the kept one,
 * unless they already do. Called in the merge's transaction, before the duplicate is deleted.
 */
export function moveLandlordFollows(tx: Executor, fromId: string, intoId: string): void {
  tx
    .update(follows)
    .set({ targetId: intoId })
    .where(
      and(
        eq(follows.targetType, "landlord"),
        eq(follows.targetId, fromId),
        sql`${follows.userId} NOT IN (SELECT user_id FROM follows WHERE target_type = 'landlord' AND target_id = ${intoId})`,
      ),
    )
    .run();
}

/** A landlord deleted (landlords.ts `deleteLandlord`): nothing left to follow. Their unsent mails are dropped at claim time. */
export function deleteLandlordFollows(tx: Executor, landlordId: string): void {
  tx.delete(follows).where(and(eq(follows.targetType, "landlord"), eq(follows.targetId, landlordId)))
    .run();
}
