import { expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressedJson } from "./compressed-json";

const big = Array.from({ length: 40 }, (_, i) => ({ id: i, text: `Review text number ${i}, long enough to matter.` }));

test("a sizeable JSON answer is compressed as the client accepts (br, else gzip), small or unaccepted ones are left alone", async () => {
  const br = compressedJson(new Request("http://x/", { headers: { "accept-encoding": "gzip, deflate, br" } }), big) as Response;
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(br.headers.get("vary")).toBe("Accept-Encoding");
  expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);
  const gz = compressedJson(new Request("http://x/", { headers: { "accept-encoding": "gzip" } }), big) as Response;
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  expect(compressedJson(new Request("http://x/"), big)).toBe(big);
  expect(compressedJson(new Request("http://x/", { headers: { "accept-encoding": "br" } }), [1])).toEqual([1]);
});
