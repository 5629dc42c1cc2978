// Contact messages (docs/product-rules.md#moderation, replacing the simulation of docs/product-rules.md#who-it-is-for): the contact page's
// messages are stored and read by admins in an inbox, newest first. Marking one read or archived
// is an admin action, so it is logged like the others (docs/moderation.md), by the store
// (src/store/contact.ts) in the same write.
import type { AppDeps } from "../../deps";
import type { ContactMessage } from "../../contract/types";
import type { ContactMessageInput } from "../../contract/schemas";
import type { MessageFilter } from "../../store/contact";

export type { MessageFilter } from "../../store/contact";

export function createContactService(deps: AppDeps) {
  const { contact } = deps.store;
  return {
    send: (input: ContactMessageInput): Promise<ContactMessage> => contact.send(input),

    list: (filter: MessageFilter | undefined, page: { limit: number; offset: number }): Promise<{ messages: ContactMessage[]; total: number }> =>
      contact.list(filter, page),

    setStatus: (adminId: number, messageId: number, status: "read" | "archived"): Promise<ContactMessage> => contact.setStatus(adminId, messageId, status),
  };
}
