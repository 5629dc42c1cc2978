// The editable pages on SQLite (src/store/pages.ts, contract §7.6). One row per page and language;
// nothing derives from them, so plain write transactions.
import { and, eq } from "drizzle-orm";
import { sitePages } from "./schema";
import { nowIso } from "../../http";
import { writeTx, type SqliteContext } from "./tx";
import type { PagesStore } from "../pages";

export function createPagesStore(ctx: SqliteContext): PagesStore {
  const { db } = ctx;
  const where = (slug: string, lang: string) => and(eq(sitePages.slug, slug as "about"), eq(sitePages.lang, lang as "en"));
  return {
    async get(slug, lang) {
      return db.select().from(sitePages).where(where(slug, lang)).get() ?? null;
    },

    async save(slug, lang, markdown) {
      const updatedAt = nowIso();
      return writeTx(db, (tx) =>
        tx
          .insert(sitePages)
          .values({ slug, lang, markdown, updatedAt })
          .onConflictDoUpdate({ target: [sitePages.slug, sitePages.lang], set: { markdown, updatedAt } })
          .returning()
          .get(),
      );
    },

    async revert(slug, lang) {
      return writeTx(db, (tx) => tx.delete(sitePages).where(where(slug, lang)).returning().all().length > 0);
    },
  };
}
