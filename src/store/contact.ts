// The contact store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/contact.ts `createContactStore`. The contact page's messages and the admins'
// inbox (docs/product-rules.md#moderation); marking one is an admin action, logged with it.
import type { ContactMessage } from "../contract/types";
import type { ContactMessageInput } from "../contract/schemas";
import type { ContactMessageStatus } from "../contract/constants";

/** `inbox`: everything not archived. */
export type MessageFilter = ContactMessageStatus | "inbox";

export interface ContactStore {
  send(input: ContactMessageInput): Promise<ContactMessage>;
  /** Newest first, narrowed by `filter`, one page with the total. */
  list(filter: MessageFilter | undefined, page: { limit: number; offset: number }): Promise<{ messages: ContactMessage[]; total: number }>;
  /** Marks a message read or archived, with its log row. messageNotFound; messageAlready when it has that status. */
  setStatus(adminId: number, messageId: number, status: "read" | "archived"): Promise<ContactMessage>;
}
