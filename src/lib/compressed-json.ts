// A JSON answer compressed for the client when it says it can take it (Accept-Encoding: br or
// gzip) and the body is worth it (above a packet). Used for the landing page's one sizeable read,
// GET /api/reviews/recent (bench/landing.ts: the page's 120 KB budget on the wire). Only public
// data goes through here: a body mixing a secret with text a visitor controls must not be
// compressed (BREACH).
import { brotliCompressSync, constants } from "node:zlib";

const WORTH_IT = 1400;
// Brotli quality 9, not 11: on six reviews (~4 KB) 11 saved ~60 bytes (~10%) for ~10 ms of the
// server's one thread per landing page (a 40x cost: 23 ms of CPU per request in bench/growth.ts,
// the costliest read there); 9 takes ~0.3 ms.
const BROTLI_QUALITY = 9;

export function compressedJson(request: Request, value: unknown): Response | unknown {
  const text = JSON.stringify(value);
  if (text === undefined || text.length < WORTH_IT) return value;
  const accepted = request.headers.get("accept-encoding") ?? "";
  const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
  if (/\bbr\b/.test(accepted)) {
    headers["content-encoding"] = "br";
    return new Response(new Uint8Array(brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })), { headers });
  }
  if (/\bgzip\b/.test(accepted)) {
    headers["content-encoding"] = "gzip";
    return new Response(Bun.gzipSync(Buffer.from(text), { level: 9 }), { headers });
  }
  return value;
}
