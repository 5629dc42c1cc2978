// The account store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/account.ts `createAccountStore`. What an account owns (docs/product-rules.md#privacy):
// its profile and password, its sessions, a copy of everything stored about it, and leaving.
import type { AccountExport } from "../contract/types";
import type { AccountDeleteInput } from "../contract/schemas";
import type { UserRow } from "./rows";

/** The fields of a profile an account edits itself; null clears a name. */
export type ProfileValues = Partial<Pick<UserRow, "username" | "firstName" | "lastName">>;

/** Everything stored about an account but the moment of the copy; `user` undefined when the account is gone. */
export type AccountRecord = Omit<AccountExport, "exportedAt" | "account"> & { user: UserRow | undefined };

/** How long an e-mail proof link works: 24 hours (a mail may wait in an inbox overnight). */
export const EMAIL_PROOF_TTL_MS = 24 * 60 * 60 * 1000;

export interface AccountStore {
  /**
   * A new one-time link token proving that the account reads `email` (expired ones of anyone are
   * swept); the token itself, shown once: only its hash is stored.
   */
  issueEmailProof(userId: number, email: string): Promise<string>;
  /**
   * Uses the token up and marks the account's e-mail proven, in one transaction; the updated row.
   * An unknown, used or expired token, or one mailed to an address the account no longer has, is
   * 400 `invalidEmailProofAtToken()` (src/modules/account/errors.ts).
   */
  proveEmail(token: string): Promise<UserRow>;
  /** The providers whose outside accounts are joined to the account. */
  connectedProviders(userId: number): Promise<string[]>;
  /**
   * Changes the profile; the updated row. A username another account has (whatever its case),
   * or takes concurrently, is 409 `usernameTakenAt()` (src/modules/auth/errors.ts).
   */
  updateProfile(userId: number, values: ProfileValues): Promise<UserRow>;
  /** Sets the password hash, in one transaction: every session but `keepSid` (all when undefined) ends, and every reset link. */
  changePassword(userId: number, passwordHash: string, keepSid?: string): Promise<void>;
  /** Everything stored about the account, read in one transaction so the parts agree. */
  record(userId: number): Promise<AccountRecord>;
  /**
   * Leaves for good: the account, its sessions, its votes (helpful counts follow) and the reports
   * it filed go; its reviews are deleted or kept with no link to anyone ("anonymize"); the figures
   * of every landlord it reviewed follow and each of those, and each landlord it owned (its badge
   * goes), raises landlord.changed. Issue 32: marked in one transaction (no sign-in from then on,
   * name and e-mail free), then swept in short batches that let other requests through; resolved
   * once all is gone.
   */
  delete(userId: number, reviews: AccountDeleteInput["reviews"]): Promise<void>;
  /** Finishes the deletions a stop cut short (accounts marked but not swept); how many. Run at start. */
  sweepDeletions(): Promise<number>;
}
