// The account's own settings (docs/product-rules.md#privacy): names and username, password, a copy of everything
// stored, and leaving. Changing the password and leaving both ask for the password first, and
// wrong passwords count towards the same per-e-mail limit as sign-in (docs/product-rules.md#limits), so a
// borrowed session cannot be used to guess it.
import type { AppDeps } from "../../deps";
import type { AccountExport } from "../../contract/types";
import type { AccountDeleteInput, PasswordChangeInput, ProfileUpdateInput } from "../../contract/schemas";
import { isUniqueViolation, nowIso } from "../../http";
import { writeTx } from "../../store/sqlite/connection";
import { passwordAttempt } from "../auth/attempts";
import { commit } from "../../events";
import type { UserRow } from "../../store/sqlite/schema";
import { toUser } from "../../store/sqlite/auth";
import { recomputeFigures } from "../../store/sqlite/landlords";
import { toReport } from "../../store/sqlite/reports";
import { reviewsOfUser } from "../../store/sqlite/reviews";
import { dropTokensOf } from "../../store/sqlite/password-reset";
import { usernameTaken, wrongPasswordAt } from "./errors";
import * as repo from "../../store/sqlite/account";

const takenAtField = () => usernameTaken({ errors: { username: usernameTaken.message } });

export function createAccountService(deps: AppDeps) {
  const { db } = deps;

  /** 400 on a wrong password (at the field), 429 once the e-mail's failures reach the limit. */
  async function checkPassword(user: UserRow, password: string, field: string): Promise<void> {
    if (await passwordAttempt(deps, user.email.toLowerCase(), () => deps.passwords.verify(password, user.password))) return;
    throw wrongPasswordAt(field);
  }

  return {
    updateProfile(user: UserRow, input: ProfileUpdateInput): UserRow {
      const values: Partial<Pick<UserRow, "username" | "firstName" | "lastName">> = {};
      if (input.username !== undefined) values.username = input.username;
      // A blank name clears it (the header then shows the username).
      if (input.firstName !== undefined) values.firstName = input.firstName || null;
      if (input.lastName !== undefined) values.lastName = input.lastName || null;
      const renamed = values.username !== undefined && values.username.toLowerCase() !== user.username.toLowerCase();
      if (renamed && deps.users.usernameTaken(values.username!)) throw takenAtField();
      try {
        return writeTx(db, (tx) => repo.updateProfile(tx, user.id, values));
      } catch (error) {
        // Another account took the name between the check and the write; the unique index decides.
        if (isUniqueViolation(error, "users")) throw takenAtField();
        throw error;
      }
    },

    /** The new password; every session but the one asking ends, and every reset link. */
    async changePassword(user: UserRow, currentSid: string | undefined, input: PasswordChangeInput): Promise<void> {
      await checkPassword(user, input.currentPassword, "currentPassword");
      const hash = await deps.passwords.hash(input.newPassword);
      writeTx(db, (tx) => {
        repo.setPasswordHash(tx, user.id, hash);
        repo.endSessions(tx, user.id, currentSid);
        dropTokensOf(tx, user.id);
      });
      deps.limiters.failedLoginsPerEmail.reset(user.email);
    },

    /** Everything stored about the account, read in one (read-only, deferred) transaction so the parts agree. */
    export(user: UserRow): AccountExport {
      return db.transaction((tx) => {
        const fresh = deps.users.byId(user.id) ?? user;
        return {
          exportedAt: nowIso(),
          account: { ...toUser(fresh), updatedAt: fresh.updatedAt },
          linkedAccounts: repo.linkedAccounts(tx, user.id),
          sessions: repo.sessionExpiries(tx, user.id).map((expiresAt) => ({ expiresAt })),
          reviews: reviewsOfUser(tx, user.id),
          helpfulVotes: repo.votesCast(tx, user.id),
          reports: repo.reportsFiled(tx, user.id).map(toReport),
          replies: repo.repliesWritten(tx, user.id),
          verificationRequests: repo.verificationRequestsFiled(tx, user.id),
          suspension: repo.suspensionOf(tx, user.id),
        };
      });
    },

    /**
     * Leaves for good: the account, its sessions, its votes (helpful counts follow) and the reports
     * it filed go; its reviews are deleted (landlord figures follow) or kept with no link to
     * anyone. One transaction, raising landlord.changed for each landlord it reviewed or owned (search follows).
     */
    async deleteAccount(user: UserRow, input: AccountDeleteInput): Promise<void> {
      await checkPassword(user, input.password, "password");
      commit(deps, (tx, raise) => {
        const reviewed = repo.landlordsReviewedBy(tx, user.id);
        const owned = repo.landlordsOwnedBy(tx, user.id);
        if (input.reviews === "delete") repo.deleteReviewsOf(tx, user.id);
        else repo.anonymizeReviewsOf(tx, user.id);
        repo.deleteVotesOf(tx, user.id);
        repo.deleteReportsOf(tx, user.id);
        repo.endSessions(tx, user.id);
        repo.deleteUser(tx, user.id);
        for (const landlordId of reviewed) {
          recomputeFigures(tx, raise, landlordId);
        }
        // Their "verified" badge goes with the owner (the foreign key clears the link).
        for (const landlordId of owned) if (!reviewed.includes(landlordId)) raise("landlord.changed", { landlordId });
      });
      deps.log.info("account deleted", { userId: user.id, reviews: input.reviews });
    },
  };
}
