/// <reference types="vite/client" />

// A Lingui catalog, compiled by @lingui/vite-plugin when imported (docs/languages.md).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
