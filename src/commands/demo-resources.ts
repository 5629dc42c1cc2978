// `seed --demo`'s part of the directory of help (contract §7.6, issue 29): a few entries so /resources
// and the landlord pages' "Get help in {city}" are not empty. Every one is marked as an example,
// in its name and description, with reserved example addresses and 555 numbers, so nobody calls
// a made-up clinic for real help.
import type { AppDeps } from "../deps";
import type { ResourceInput } from "../contract/local-pages";

const EXAMPLE_NOTE = "This is an example entry made by the demo: replace it with real local help.";

export const DEMO_RESOURCES: ResourceInput[] = [
  {
    name: "Example: Chicago Tenants Union",
    kind: "tenant-union",
    location: "Chicago, IL",
    phone: "(312) 555-0142",
    website: "https://tenants.example.org/chicago",
    email: "organize@tenants.example.org",
    languages: "English, Spanish, Polish",
    description: `Building meetings, repair campaigns and know-your-rights workshops. ${EXAMPLE_NOTE}`,
  },
  {
    name: "Example: Cook County Legal Aid for Renters",
    kind: "legal-aid",
    location: "Chicago, IL",
    phone: "(312) 555-0187",
    website: "https://legalaid.example.org",
    email: "",
    languages: "English, Spanish",
    description: `Free advice and court representation for renters facing eviction. ${EXAMPLE_NOTE}`,
  },
  {
    name: "Example: Austin Tenant Council",
    kind: "tenant-union",
    location: "Austin, TX",
    phone: "(512) 555-0123",
    website: "https://austin-tenants.example.org",
    email: "help@austin-tenants.example.org",
    languages: "English, Spanish",
    description: `Repair letters, deposit disputes and fair housing counseling. ${EXAMPLE_NOTE}`,
  },
  {
    name: "Example: New York City Housing Office",
    kind: "government",
    location: "New York, NY",
    phone: "311",
    website: "https://housing.example.gov",
    email: "",
    languages: "English, Spanish, Chinese, Russian",
    description: `Complaints about heat, hot water and unsafe conditions. ${EXAMPLE_NOTE}`,
  },
  {
    name: "Example: National Renters Hotline",
    kind: "hotline",
    location: "",
    phone: "(800) 555-0199",
    website: "https://hotline.example.org",
    email: "",
    languages: "English, Spanish",
    description: `Answers renters' questions anywhere in the US and points to local help. ${EXAMPLE_NOTE}`,
  },
];

/** Adds the example entries of the directory of help. */
export async function seedDemoResources(deps: AppDeps): Promise<number> {
  for (const entry of DEMO_RESOURCES) await deps.store.resources.create(entry);
  return DEMO_RESOURCES.length;
}
