// Unsubscribe tokens (docs/follows.md): signed with the session secret and scoped to one follow, so a
// mail's link stops that follow's mails and nothing else, without signing in. No expiry: a link in
// an old mail must still work (RFC 8058 asks that it keep working); it can do nothing but stop mail.
import { createHmac, timingSafeEqual } from "node:crypto";

const sign = (secret: string, followId: string) => createHmac("sha256", secret).update(`unsubscribe:${followId}`).digest("base64url");

export function unsubscribeToken(secret: string, followId: string): string {
  return `${followId}.${sign(secret, followId)}`;
}

/** The follow id a token names, or null when it is not one we signed. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const followId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, followId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? followId : null;
}
