import { DEFAULT_SITE_NAME } from "@contract/constants";

/** SITE_NAME, as the server wrote it into index.html's <meta name="site-name">. */
export const SITE_NAME: string =
  (typeof document !== "undefined" && document.querySelector('meta[name="site-name"]')?.getAttribute("content")) ||
  DEFAULT_SITE_NAME;
