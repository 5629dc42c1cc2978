// What the search index is built from: each landlord with the distinct property addresses of its
// reviews, read straight from SQLite (two plain table scans for a rebuild, one statement per
// landlord for an update).
//
// The addresses are indexed as everyone sees them, at building level (the privacy rule of docs/product-rules.md#privacy,
// src/contract/address.ts): a search for "Apt 33" must not confirm which landlord a unit reviewed.
//
// A rebuild reads both tables in storage order rather than joining or sorting in SQL: at 100,000
// landlords a correlated `group_concat(DISTINCT ...)` per landlord, or an ORDER BY on review
// count, costs most of the start-up, while a scan costs tens of milliseconds. The index numbers
// landlords most-reviewed first itself, from `reviews` (landlord-index.ts).
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

/** A landlord's columns as a SearchDoc names them (its addresses aside). */
const DOC_COLUMNS =
  "id, name, type, location, total_reviews AS reviews, average_rating AS averageRating, responsiveness_rating AS responsivenessRating, " +
  "maintenance_rating AS maintenanceRating, fairness_rating AS fairnessRating, owner_user_id AS ownerUserId";

const ADDRESSES = `(SELECT group_concat(a, char(10)) FROM (
    SELECT DISTINCT property_address AS a FROM reviews
    WHERE landlord_id = l.id AND property_address IS NOT NULL AND property_address <> ''))`;

/** Every landlord, in storage order, with its review count: one pass over each table, rows streamed. */
export function* allSearchDocs(db: Db): Generator<SearchDoc> {
  const addresses = new Map<string, string>();
  const reviewRows = db.$client.query<{ landlordId: string; address: string }, []>(
    "SELECT landlord_id AS landlordId, property_address AS address FROM reviews WHERE property_address IS NOT NULL AND property_address <> ''",
  );
  for (const { landlordId, address } of reviewRows.iterate()) {
    const building = publicAddress(address);
    if (!building) continue;
    const known = addresses.get(landlordId);
    if (known === undefined) addresses.set(landlordId, building);
    else if (!known.split("\n").includes(building)) addresses.set(landlordId, `${known}\n${building}`);
  }
  const landlordRows = db.$client.query<SearchDoc, []>(`SELECT ${DOC_COLUMNS}, '' AS addresses FROM landlords`);
  for (const row of landlordRows.iterate()) {
    const found = addresses.get(row.id);
    if (found !== undefined) {
      row.addresses = found;
      addresses.delete(row.id);
    }
    yield row;
  }
}

export function searchDoc(db: Db, id: string): SearchDoc | null {
  const doc = db.$client.query<SearchDoc, [string]>(`SELECT ${DOC_COLUMNS}, coalesce(${ADDRESSES}, '') AS addresses FROM landlords l WHERE l.id = ?`).get(id);
  return doc ? publicDoc(doc) : null;
}

/**
 * What a catch-up compares (service.ts, `database.changed`): the highest landlord rowid, and
 * fingerprints of the landlords up to `upTo` (default: that highest) and of the reviews. Equal
 * fingerprints over the older rows, and unchanged reviews, mean another process only added
 * landlords (`rentfair import`); anything else is rebuilt from scratch.
 */
export interface StoreMark {
  maxRowid: number;
  older: string;
  reviews: string;
}

export function readStoreMark(db: Db, upTo?: number): StoreMark {
  const client = db.$client;
  const { maxRowid } = client.query<{ maxRowid: number }, []>("SELECT coalesce(max(rowid), 0) AS maxRowid FROM landlords").get()!;
  const older = client
    .query<Record<string, number>, [number]>(
      "SELECT count(*) AS n, total(total_reviews) AS r, total(average_rating) AS a, total(responsiveness_rating) AS rr, total(maintenance_rating) AS mr, " +
        "total(fairness_rating) AS fr, count(owner_user_id) AS o, total(type = 'company') AS c, total(length(name)) AS nl, total(length(location)) AS ll FROM landlords WHERE rowid <= ?",
    )
    .get(upTo ?? maxRowid)!;
  const reviews = client.query<Record<string, number>, []>("SELECT count(*) AS n, coalesce(max(rowid), 0) AS m FROM reviews").get()!;
  return { maxRowid, older: JSON.stringify(older), reviews: JSON.stringify(reviews) };
}

/** Landlords added after `rowid` (by another process), as documents. They have no reviews yet: the caller checked. */
export function landlordDocsAfter(db: Db, rowid: number): SearchDoc[] {
  return db.$client.query<SearchDoc, [number]>(`SELECT ${DOC_COLUMNS}, '' AS addresses FROM landlords WHERE rowid > ?`).all(rowid);
}
