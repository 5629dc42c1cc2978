// Which buildings a write's `landlord.changed` raises named, gathered per landlord by both stores'
// `write` (src/store/sqlite/tx.ts, src/store/postgres/tx.ts) and by the PostgreSQL outbox's
// delivery (outbox.ts), so the building search re-reads only those (issue 32: a review written to a
// landlord of 10,000 buildings re-reads one building, not 10,000).
// A raise names one building (`building`: a review moved into or out of it), none (`building:
// null`: the change touched no building's answer), or says nothing (absent: not known, as a rename
// or a recount); then the landlord's published event says `everyBuilding`.

/** What a `landlord.changed` raise says of buildings. */
export interface BuildingRaise {
  landlordId: string;
  building?: string | null | undefined;
}

/** What the published `landlord.changed` says of buildings (src/events.ts). */
export interface BuildingsOfChange {
  buildings?: string[];
  everyBuilding?: true;
}

export class BuildingsTouched {
  private named = new Map<string, Set<string>>();
  private unknown = new Set<string>();

  add(raise: BuildingRaise): void {
    if (!("building" in raise) || raise.building === undefined) {
      this.unknown.add(raise.landlordId);
      return;
    }
    let set = this.named.get(raise.landlordId);
    if (!set) this.named.set(raise.landlordId, (set = new Set()));
    if (raise.building !== null) set.add(raise.building);
  }

  /** Adds what a published (or outbox) payload said. */
  addPublished(landlordId: string, of: BuildingsOfChange): void {
    if (!of.buildings || of.everyBuilding) this.unknown.add(landlordId);
    for (const building of of.buildings ?? []) this.add({ landlordId, building });
    if (of.buildings && !this.named.has(landlordId)) this.named.set(landlordId, new Set());
  }

  /** The landlord's part of the published event: the buildings named, and whether some raise named none. */
  of(landlordId: string): BuildingsOfChange {
    const named = this.named.get(landlordId);
    const out: BuildingsOfChange = {};
    if (named) out.buildings = [...named];
    if (this.unknown.has(landlordId)) out.everyBuilding = true;
    if (!named && !out.everyBuilding) out.everyBuilding = true;
    return out;
  }
}
