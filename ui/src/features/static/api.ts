// The static pages' one call: the contact form delivers its message (docs/product-rules.md#moderation). How an
// endpoint is declared: lib/api.ts.
import type { ContactMessageInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";

/** The admin inbox (features/admin) reads these; nothing a visitor sees changes. */
export const sendContactMessage = mutation((input: ContactMessageInput) => apiRequest<{ id: number }>("POST", "/api/contact", input), ["/api/admin/messages"]);
