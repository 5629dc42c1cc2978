// parseJsonStripped (text.ts) answers what stripControlsDeep(JSON.parse(text)) answers, for bodies
// with and without anything to strip, however it is written (raw, escaped, in keys, deep).
import { describe, expect, test } from "bun:test";
import { parseJsonStripped, stripControlsDeep } from "./text";

const keep = new Set(["password"]);
const both = (text: string) => [parseJsonStripped(text, keep), stripControlsDeep(JSON.parse(text), keep)];

describe("parseJsonStripped", () => {
  test("a body with nothing to strip is what JSON.parse reads", () => {
    const body = { overallRating: 4, reviewText: "A quiet building, fair rent.", tags: ["a", "b"], landlordData: { name: "Acme", location: "Austin, TX" }, monthlyRent: null };
    const [fast, slow] = both(JSON.stringify(body));
    expect(fast).toEqual(body);
    expect(fast).toEqual(slow);
  });

  test.each([
    ["a raw bidi override", '{"reviewText":"x\u202Ey"}'],
    ["a raw byte order mark in a key", '{"review\uFEFFText":"x"}'],
    ["a raw C1 control", '{"a":"x\u009By"}'],
    ["an escaped NUL", '{"a":"x\\u0000y"}'],
    ["an escaped ESC in upper case", '{"a":"x\\u001By"}'],
    ["an escaped DEL", '{"a":"x\\u007fy"}'],
    ["an escaped C1 control", '{"a":"x\\u0085y"}'],
    ["an escaped bidi isolate", '{"a":"x\\u2066y"}'],
    ["an escaped bidi embedding, lower case", '{"a":"x\\u202ay"}'],
    ["an escaped byte order mark", '{"a":"x\\ufeffy"}'],
    ["a CR LF, escaped", '{"reviewText":"line one\\r\\nline two"}'],
    ["a lone CR, escaped", '{"reviewText":"line one\\rline two"}'],
    ["a backspace and a form feed", '{"a":"x\\by\\fz"}'],
    ["a control deep in an array", '{"a":[{"b":["\\u0007"]}]}'],
    ["a password keeps its control", '{"password":"pa\\u0007ss","name":"x\\u0007"}'],
    ["an escaped backslash before b (nothing to strip)", '{"a":"C:\\\\bin"}'],
    ["a newline and a tab (kept)", '{"a":"one\\ntwo\\tthree"}'],
    ["CR LF between tokens", '{"a":\r\n"b"}'],
  ])("%s: as stripControlsDeep reads it", (_, text) => {
    const [fast, slow] = both(text);
    expect(fast).toEqual(slow);
    expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
  });

  test("controls are removed, newlines kept, passwords untouched", () => {
    expect(parseJsonStripped('{"a":"x\\u0000\\u202Ey\\r\\nz","password":"p\\u0007"}', keep)).toEqual({ a: "xy\nz", password: "p\u0007" });
  });

  test('a "__proto__" key stays a plain field', () => {
    const value = parseJsonStripped('{"__proto__":{"isAdmin":1},"a":"b"}', keep) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "a"]);
    expect((value as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });

  test("malformed JSON throws", () => {
    expect(() => parseJsonStripped("{", keep)).toThrow();
  });
});
