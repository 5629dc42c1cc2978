// The contract shared by server and UI: constants, request schemas, response types.
// It imports nothing server-only, so ui/ may import it.
export * from "./constants";
export * from "./schemas";
export type * from "./types";
export * from "./query";
export * from "./text";
