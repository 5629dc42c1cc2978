// What the search index is built from: each landlord with the distinct property addresses of its
// reviews, read straight from SQLite (one statement for a rebuild, one per landlord for an update).
import type { Db } from "../../db/connection";
import type { SearchDoc } from "./landlord-index";

const ADDRESSES = `(SELECT group_concat(a, char(10)) FROM (
    SELECT DISTINCT property_address AS a FROM reviews
    WHERE landlord_id = l.id AND property_address IS NOT NULL AND property_address <> ''))`;

/** Every landlord, most-reviewed first: the order the index wants (see landlord-index.ts, point 3). */
export function allSearchDocs(db: Db): SearchDoc[] {
  return db.$client
    .query<SearchDoc, []>(`SELECT l.id, l.name, l.location, coalesce(${ADDRESSES}, '') AS addresses
       FROM landlords l ORDER BY l.total_reviews DESC, l.created_at`)
    .all();
}

export function searchDoc(db: Db, id: string): SearchDoc | null {
  return (
    db.$client
      .query<SearchDoc, [string]>(`SELECT l.id, l.name, l.location, coalesce(${ADDRESSES}, '') AS addresses FROM landlords l WHERE l.id = ?`)
      .get(id) ?? null
  );
}
