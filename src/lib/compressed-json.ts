// A JSON answer compressed for the client when it says it can take it (Accept-Encoding: br or
// gzip) and the body is worth it (above a packet). Used for the landing page's one sizeable read,
// GET /api/reviews/recent (bench/landing.ts: the page's 120 KB budget on the wire). Only public
// data goes through here: a body mixing a secret with text a visitor controls must not be
// compressed (BREACH).
import { brotliCompressSync, constants } from "node:zlib";

const WORTH_IT = 1400;
// Highest quality: a few kilobytes at most (the landing page asks for six reviews), a millisecond or two.

export function compressedJson(request: Request, value: unknown): Response | unknown {
  const text = JSON.stringify(value);
  if (text === undefined || text.length < WORTH_IT) return value;
  const accepted = request.headers.get("accept-encoding") ?? "";
  const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
  if (/\bbr\b/.test(accepted)) {
    headers["content-encoding"] = "br";
    return new Response(new Uint8Array(brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })), { headers });
  }
  if (/\bgzip\b/.test(accepted)) {
    headers["content-encoding"] = "gzip";
    return new Response(Bun.gzipSync(Buffer.from(text), { level: 9 }), { headers });
  }
  return value;
}
