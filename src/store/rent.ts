// The rent store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/rent.ts `createRentStore`.

/** A rent a review reports, with its landlord's location. */
export interface ReportedRent {
  monthlyRent: number;
  rentPeriod: string;
  location: string;
}

export interface RentStore {
  /**
   * The rents of reviews whose landlord's location contains `term` (lower case), case-insensitive:
   * a coarse filter the rent service refines with search's location matching.
   */
  rentsIn(term: string): Promise<ReportedRent[]>;
}
