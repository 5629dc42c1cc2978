// `rentfair check [--fix]` (issue 32) as an operator runs it: a process on a data folder.
import { expect, test } from "bun:test";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { runCli, tempDir } from "../test/server-process";
import { openDatabase } from "../store/sqlite/connection";

test("rentfair check answers 0 when every kept figure equals its recount, 1 with the differences, and --fix recounts them", () => {
  const dataDir = tempDir("check");
  const db = openDatabase(join(dataDir, "rentfair.db"));
  db.$client.exec(`INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (1, 'ann', 'ann@x.test', 'x', 'n', 'n');
    INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Lo', 'company', 'Leeds', 'lo|leeds', 'n');
    INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, monthly_rent, created_at, updated_at)
      VALUES ('R', 'L', 1, 4, 4, 4, 4, 'A review for the check.', '1 year', 900, 'n', 'n');`);
  db.$client.close();

  const clean = runCli(["check", "--data", dataDir]);
  expect(clean.exitCode).toBe(0);
  expect(clean.stdout).toContain("checked 1 landlord(s), 1 account(s), 1 review(s), 1 rent location(s)");
  expect(clean.stdout).toContain("every kept figure equals its recount");

  const raw = new Database(join(dataDir, "rentfair.db"));
  raw.exec("UPDATE landlords SET average_rating = 1.5 WHERE id = 'L'");
  raw.close();
  const drifted = runCli(["check", "--data", dataDir]);
  expect(drifted.exitCode).toBe(1);
  expect(drifted.stdout).toContain("landlord L: overall mean kept 1.5, recounted 4");

  const fixed = runCli(["check", "--fix", "--data", dataDir]);
  expect(fixed.exitCode).toBe(0);
  expect(fixed.stdout).toContain("1 figure(s) differed and were recounted");
  expect(runCli(["check", "--data", dataDir]).exitCode).toBe(0);
  expect(runCli(["check", "extra", "--data", dataDir]).exitCode).toBe(2);
});
