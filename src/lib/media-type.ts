// Media types are case-insensitive (RFC 9110 §8.3.1): `APPLICATION/JSON` is JSON. Every check of a
// Content-Type goes through here, so the 415 check (plugins/security.ts) and the body parser
// (plugins/errors.ts) never disagree: `APPLICATION/JSON` once passed the first and was then
// ignored by the second, which compared case-sensitively (issue 30).

/** The media type of a Content-Type header, lowercased and without parameters ("" when none). */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/** Whether a Content-Type names JSON (`application/json`, any case, any parameters such as charset). */
export const isJsonType = (contentType: string | null | undefined): boolean => mediaType(contentType) === "application/json";
