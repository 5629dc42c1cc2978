import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./connection";
import { embeddedMigrations } from "./migrate";

const fresh = () => openDatabase(join(mkdtempSync(join(tmpdir(), "rentfair-db-")), "rentfair.db"));

describe("migrations on an empty database", () => {
  test("create the tables of docs/product-rules.md#data with the columns the contract needs", () => {
    const db = fresh();
    const q = (sql: string) => db.$client.query(sql).all() as Record<string, unknown>[];
    const tables = q("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name").map((r) => r.name);
    expect(tables).toEqual(
      expect.arrayContaining(["helpful_votes", "landlords", "oauth_accounts", "password_resets", "reports", "review_replies", "reviews", "sessions", "users", "verification_requests", "moderation_log", "user_suspensions", "contact_messages"]),
    );
    const columns = (t: string) => q(`PRAGMA table_info(${t})`).map((r) => r.name);
    expect(columns("sessions")).toEqual(["sid", "sess", "expire"]);
    expect(columns("users")).toEqual(expect.arrayContaining(["id", "username", "email", "password", "first_name", "last_name", "profile_image_url", "is_admin", "created_at", "updated_at"]));
    expect(columns("reviews")).toEqual(expect.arrayContaining(["landlord_id", "user_id", "overall_rating", "monthly_rent", "rent_period", "utilities_included", "helpful_count"]));
    expect(columns("reports")).toEqual(expect.arrayContaining(["report_type", "target_id", "reported_by_user_id", "report_category", "status", "admin_notes", "resolved_at", "resolved_by"]));
  });

  test("enforce the uniqueness rules: username (any case), e-mail, one vote per user and review, one review per user and landlord", () => {
    const db = fresh();
    const indexes = (db.$client.query("SELECT name, sql FROM sqlite_master WHERE type='index' AND sql LIKE 'CREATE UNIQUE%'").all() as { name: string }[]).map((r) => r.name);
    expect(indexes).toEqual(expect.arrayContaining(["users_username_unique", "users_email_unique", "helpful_votes_review_user_unique", "reviews_user_landlord_unique", "landlords_dedupe_key_unique"]));
    const ins = "INSERT INTO users (username, email, password, created_at, updated_at) VALUES (?, ?, 'x', 'now', 'now')";
    db.$client.query(ins).run("Ann", "ann@example.test");
    expect(() => db.$client.query(ins).run("ANN", "other@example.test")).toThrow(/UNIQUE/);
  });

  test("cascade a landlord's deletion to its reviews and their votes", () => {
    const db = fresh();
    const c = db.$client;
    c.exec("INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (1, 'a', 'a@x.test', 'x', 'n', 'n')");
    c.exec("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'n', 'company', 'l', 'k', 'n')");
    c.exec(`INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
            VALUES ('R', 'L', 1, 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`);
    c.exec("INSERT INTO helpful_votes (review_id, user_id, created_at) VALUES ('R', 1, 'n')");
    c.exec("DELETE FROM landlords WHERE id = 'L'");
    expect(c.query("SELECT (SELECT count(*) FROM reviews) + (SELECT count(*) FROM helpful_votes) AS n").get()).toEqual({ n: 0 });
  });

  test("are recorded, so opening the database again applies nothing twice", () => {
    const dir = mkdtempSync(join(tmpdir(), "rentfair-db-"));
    openDatabase(join(dir, "rentfair.db")).$client.close();
    const again = openDatabase(join(dir, "rentfair.db"));
    const applied = again.$client.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number };
    expect(applied.n).toBe(embeddedMigrations().length);
  });
});

test("the connection runs WAL with foreign keys, FULL synchronous and a busy timeout", () => {
  const c = fresh().$client;
  expect(c.query("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
  expect(c.query("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
  expect(c.query("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
  expect((c.query("PRAGMA busy_timeout").get() as { timeout: number }).timeout).toBe(5000);
});
