// The words for the contract's fixed values (src/contract/constants.ts), in the UI's language. The
// values themselves (sent to the server, stored, compared) stay as they are, in English; only
// what a person reads goes through here. Each is a function of the value, read at render, so it
// follows a language change.
import { t } from "@lingui/core/macro";

/** "3-6 months" and the other lengths of residence. */
export function lengthOfResidenceLabel(value: string): string {
  switch (value) {
    case "Less than 3 months": return t`Less than 3 months`;
    case "3-6 months": return t`3-6 months`;
    case "6 months - 1 year": return t`6 months - 1 year`;
    case "1-2 years": return t`1-2 years`;
    case "2-3 years": return t`2-3 years`;
    case "3+ years": return t`3+ years`;
    default: return value;
  }
}
