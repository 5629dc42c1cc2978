// The landlords store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/landlords.ts `createLandlordsStore`. Writes raise `landlord.changed` /
// `landlord.removed` themselves, after their commit (src/events.ts).
import type { LandlordCreateInput } from "../contract/schemas";
import type { LandlordRow } from "./rows";

/** What an admin's merge may answer and say (docs/product-rules.md#moderation, src/contract/schemas.ts landlordMergeSchema). */
export interface LandlordMergeOptions {
  /** The pending "Duplicate profile" report on either landlord that the merge answers: resolved with it. */
  reportId?: number;
  /** The admin's stated reason, published in the moderation log. */
  reason?: string;
}

export interface LandlordsStore {
  /** Most-reviewed first (then best rated, then by name); `location` narrows to locations containing it, case-insensitive. */
  list(opts: { location?: string | undefined; limit: number }): Promise<LandlordRow[]>;
  /** The landlord's row, or null. */
  byId(id: string): Promise<LandlordRow | null>;
  /**
   * Adds a landlord under the duplicate rule (same name in the same location, src/contract/names.ts):
   * an existing one, or one a concurrent create just added, throws 409 `landlordExists({ landlordId })`
   * naming it (src/modules/landlords/errors.ts).
   */
  create(input: LandlordCreateInput): Promise<LandlordRow>;
  /**
   * Merges the duplicate `fromId` into `intoId` (docs/product-rules.md#moderation), in one transaction:
   * its reviews and the reports on it move to the kept landlord; where one user reviewed both, the
   * newer review stays and the older goes (with its votes; pending reports on it are resolved);
   * the owner link (unless the kept one has the same owner) and verification claims follow, an
   * owner that moves logged on its own row (`landlord.owner_moved`); the duplicate is removed, the
   * kept landlord's figures recounted, the answering report resolved and a `landlord.merged` row
   * written. Throws 409 mergeOwnersDiffer when both have different verified owners (nothing changes),
   * 400 mergeIntoItself, 404 landlordNotFound (fromId),
   * 404 keptLandlordNotFound (intoId), and for `reportId`: 404 reportIdNotFound, 400
   * reportNotAboutEither, 409 reportAlready.
   */
  merge(fromId: string, intoId: string, actor: { id: number }, opts?: LandlordMergeOptions): Promise<void>;
}
