// The CSV that `rentfair import` is tested (src/commands/import-process.test.ts) and measured
// (bench/import.ts) with.

export const IMPORT_MARKER = "Zephyrine Quillfeather Estates";

/**
 * 100,000 good rows (the marker last), plus two bad rows and a duplicate. Names are built like a
 * city's list: surnames and business words that repeat, 100,000 distinct name-and-city pairs.
 */
export async function writeImportCsv(file: string): Promise<string> {
  const surnames = Array.from({ length: 500 }, (_, i) => `${["Har", "Bel", "Cor", "Dun", "Ell", "Fos", "Gra", "Hol", "Ing", "Jar"][i % 10]}${["ton", "ford", "wick", "ley", "mont"][Math.floor(i / 10) % 5]}${["", "e", "son", "er", "ard", "ing", "s", "y", "and", "ell"][Math.floor(i / 50)]}`);
  const words = ["Properties", "Rentals", "Realty", "Homes", "Management", "Living", "Apartments", "Holdings", "Group", "Estates", "Lettings", "Housing", "Residential", "Partners", "Investments", "Property Co", "Leasing", "Rentals LLC", "Realty Group", "Management Inc"];
  const cities = ["Austin, TX", "Denver, CO", "Boston, MA", "Seattle, WA", "Miami, FL", "Chicago, IL", "Atlanta, GA", "Phoenix, AZ", "Portland, ME", "Madison, WI"];
  const row = (i: number) => `${surnames[i % 500]} ${words[Math.floor(i / 500) % 20]},${i % 2 ? "individual" : "company"},"${cities[Math.floor(i / 10_000) % 10]}"`;
  const lines = ["name,type,location"];
  for (let i = 0; i < 99_999; i++) lines.push(row(i));
  lines.splice(500, 0, ",company,Boston, MA"); // line 501: no name
  lines.splice(70_000, 0, "Someone,alien,Nowhere"); // line 70001: bad type
  lines.push(row(7)); // a duplicate of an earlier row
  lines.push(`${IMPORT_MARKER},company,"Portland, OR"`);
  await Bun.write(file, lines.join("\n") + "\n");
  return file;
}
