// The editable pages on PostgreSQL: the twin of src/store/sqlite/pages.ts. An upsert on the
// primary key (slug, lang), so two admins saving at once leave the last one's text, never an error.
import { and, eq } from "drizzle-orm";
import { sitePages } from "./schema";
import { nowIso } from "../../http";
import { writeTx, type PostgresContext } from "./tx";
import type { PagesStore } from "../pages";

export function createPagesStore(ctx: PostgresContext): PagesStore {
  const { db } = ctx;
  const where = (slug: string, lang: string) => and(eq(sitePages.slug, slug as "about"), eq(sitePages.lang, lang as "en"));
  return {
    async get(slug, lang) {
      const [row] = await db.select().from(sitePages).where(where(slug, lang));
      return row ?? null;
    },

    async save(slug, lang, markdown) {
      const updatedAt = nowIso();
      const [row] = await writeTx(db, (tx) =>
        tx
          .insert(sitePages)
          .values({ slug, lang, markdown, updatedAt })
          .onConflictDoUpdate({ target: [sitePages.slug, sitePages.lang], set: { markdown, updatedAt } })
          .returning(),
      );
      return row!;
    },

    async revert(slug, lang) {
      const rows = await writeTx(db, (tx) => tx.delete(sitePages).where(where(slug, lang)).returning());
      return rows.length > 0;
    },
  };
}
