// The errors of buildings and cities (contract §7.2; see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const buildingNotFound = defineError({ code: "building.not_found", status: 404, message: "Building not found" });
export const cityNotFound = defineError({ code: "city.not_found", status: 404, message: "City not found" });
