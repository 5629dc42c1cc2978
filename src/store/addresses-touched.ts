// What a write did to each landlord's search addresses, gathered per landlord by both stores' `write`
// (src/store/sqlite/tx.ts, src/store/postgres/tx.ts) from its `landlord.changed` raises, so the
// published document tells the search index the one form a review added instead of carrying all of
// them (issue 32: 140 KB re-read and re-compared after every write to a landlord of 10,000 buildings).
// A raise says its addresses stayed (`addresses: "same"`), that one form was appended at their end
// (`{ appended }`: a form new to the landlord, which takes the next seq, figures.ts), or nothing
// (absent: not known, as a removal, a merge, a recount or a rename); then the whole list is read.

/** What a `landlord.changed` raise says of the landlord's search addresses. */
export type AddressesRaise = "same" | { appended: string };

export class AddressesTouched {
  /** Per landlord: the forms appended so far in the write, in order; null once some raise did not say. */
  private appended = new Map<string, string[] | null>();

  add(raise: { landlordId: string; addresses?: AddressesRaise }): void {
    const { landlordId, addresses } = raise;
    const now = this.appended.get(landlordId);
    if (now === null) return;
    if (addresses === undefined) return void this.appended.set(landlordId, null);
    const list = now ?? [];
    if (addresses !== "same") list.push(addresses.appended);
    this.appended.set(landlordId, list);
  }

  /**
   * The lines the landlord's search addresses gained at their end in this write ("" when none), or
   * undefined when some raise did not say (the whole list is read then).
   */
  of(landlordId: string): string | undefined {
    const list = this.appended.get(landlordId);
    return list ? list.join("\n") : undefined;
  }
}
