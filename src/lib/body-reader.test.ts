// readBodyText (body-reader.ts): a body framed by its Content-Length is read whole, any other
// chunk by chunk; either way at most the cap, decoded alike.
import { expect, test } from "bun:test";
import { BodyTooLargeError, readBodyText } from "./body-reader";

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/api/x", { method: "POST", body, headers });
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

test("a body framed by its Content-Length and one without read alike: decoded, a leading byte order mark dropped", async () => {
  for (const text of ['{"a":"caf\u00e9"}', "\uFEFF{}", ""]) {
    const length = String(new TextEncoder().encode(text).byteLength);
    expect(await readBodyText(post(text, { "content-length": length }), 100)).toBe(new TextDecoder().decode(new TextEncoder().encode(text)));
    expect(await readBodyText(post(streamOf(text)), 100)).toBe(new TextDecoder().decode(new TextEncoder().encode(text)));
  }
});

test("over the cap is refused however it is framed, even when its Content-Length says less", async () => {
  const big = "x".repeat(101);
  await expect(readBodyText(post(big, { "content-length": "101" }), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  await expect(readBodyText(post(big, { "content-length": "10" }), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  await expect(readBodyText(post(streamOf(big)), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  await expect(readBodyText(post(big, { "content-length": "10", "transfer-encoding": "chunked" }), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
});
