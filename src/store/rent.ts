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
  /**
   * The same rents summed per location (kept by deltas in rent_locations, issue 32): what the rent
   * analysis reads, a few rows whatever the number of reviews. `monthlySum` is the rents turned
   * monthly (weekly × 52 / 12, annual / 12) and summed.
   */
  rentsByLocation(term: string): Promise<LocationRents[]>;
}

/** The rents reported for one landlord location. */
export interface LocationRents {
  location: string;
  rents: number;
  monthlySum: number;
}
