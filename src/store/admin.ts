// The admin store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/admin.ts `createAdminStore`. The admin's delete of a landlord
// (docs/product-rules.md#moderation): one write with its moderation-log row, resolving the reports
// it answers, and announcing the landlord's removal. (An admin's delete of a review is the reviews
// store's `remove`; the merge of duplicates is the landlords store's `merge`.)

export interface AdminStore {
  /**
   * Deletes the landlord with its reviews (and their votes and replies); pending reports on it and
   * on its reviews become resolved by `adminId`; the log row answers the newest pending report on
   * the landlord. landlordNotFound for an unknown id.
   */
  deleteLandlord(adminId: number, landlordId: string): Promise<void>;
}
