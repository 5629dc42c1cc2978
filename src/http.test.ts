import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { defineError, HttpError, invalidFields } from "./http";
import { isUniqueViolation } from "./store/sqlite/tx";

describe("isUniqueViolation", () => {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE things (a TEXT UNIQUE, b TEXT); CREATE UNIQUE INDEX things_b ON things (b)");
  db.exec("INSERT INTO things VALUES ('x', 'y')");
  const violation = (sql: string) => {
    try {
      db.exec(sql);
    } catch (error) {
      return error;
    }
    throw new Error("no error");
  };

  test("is told by SQLite's result code, not by text that merely looks like it", () => {
    expect(isUniqueViolation(violation("INSERT INTO things VALUES ('x', 'z')"))).toBe(true);
    expect(isUniqueViolation(new Error("UNIQUE constraint failed: things.a"))).toBe(false);
    expect(isUniqueViolation(violation("INSERT INTO nowhere VALUES (1)"))).toBe(false);
  });

  test("looks through a wrapping error's cause, and narrows to a table or a column", () => {
    const onA = violation("INSERT INTO things VALUES ('x', 'z')");
    expect(isUniqueViolation(new Error("Failed query", { cause: onA }))).toBe(true);
    expect(isUniqueViolation(onA, "things")).toBe(true);
    expect(isUniqueViolation(onA, "things.a")).toBe(true);
    expect(isUniqueViolation(onA, "things.b")).toBe(false);
    expect(isUniqueViolation(onA, "other")).toBe(false);
  });
});

test("a declared error carries its code, status and message, plus the fields it is raised with", () => {
  const taken = defineError({ code: "test.thing_taken", status: 409, message: "Thing taken" });
  const error = taken({ thingId: "t1" });
  expect(error).toBeInstanceOf(HttpError);
  expect([error.code, error.status, error.message, error.extra]).toEqual(["test.thing_taken", 409, "Thing taken", { thingId: "t1" }]);
  const invalid = invalidFields({ name: "Name is required", type: "Pick one" });
  expect([invalid.status, invalid.code, invalid.message]).toEqual([400, "input.invalid", "Name is required"]);
});
