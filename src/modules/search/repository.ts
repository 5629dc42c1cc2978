// What the search index is built from: each landlord with the distinct property addresses of its
// reviews, read straight from SQLite (one statement for a rebuild, one per landlord for an update).
// The addresses are indexed as everyone sees them, at building level (contract §3's privacy rule,
// src/contract/address.ts): a search for "Apt 33" must not confirm which landlord a unit reviewed.
import type { Db } from "../../db/connection";
import { publicAddress } from "../../contract/address";
import type { SearchDoc } from "./landlord-index";

/** The distinct building-level forms of a landlord's newline-joined review addresses. */
function publicDoc(doc: SearchDoc): SearchDoc {
  if (!doc.addresses) return doc;
  const shown = new Set<string>();
  for (const typed of doc.addresses.split("\n")) {
    const building = publicAddress(typed);
    if (building) shown.add(building);
  }
  return { ...doc, addresses: [...shown].join("\n") };
}

const ADDRESSES = `(SELECT group_concat(a, char(10)) FROM (
    SELECT DISTINCT property_address AS a FROM reviews
    WHERE landlord_id = l.id AND property_address IS NOT NULL AND property_address <> ''))`;

/** Every landlord, most-reviewed first: the order the index wants (see landlord-index.ts, point 3). */
export function allSearchDocs(db: Db): SearchDoc[] {
  return db.$client
    .query<SearchDoc, []>(`SELECT l.id, l.name, l.location, coalesce(${ADDRESSES}, '') AS addresses
       FROM landlords l ORDER BY l.total_reviews DESC, l.created_at`)
    .all()
    .map(publicDoc);
}

export function searchDoc(db: Db, id: string): SearchDoc | null {
  const doc = db.$client
    .query<SearchDoc, [string]>(`SELECT l.id, l.name, l.location, coalesce(${ADDRESSES}, '') AS addresses FROM landlords l WHERE l.id = ?`)
    .get(id);
  return doc ? publicDoc(doc) : null;
}
