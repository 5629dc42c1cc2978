import useSWR from "swr";
import { DEFAULT_SITE_NAME } from "@contract/constants";
import type { SiteSettings } from "@contract/types";

/** SITE_NAME, as the server wrote it into index.html's <meta name="site-name">. */
export const SITE_NAME: string =
  (typeof document !== "undefined" && document.querySelector('meta[name="site-name"]')?.getAttribute("content")) ||
  DEFAULT_SITE_NAME;

export const SITE_SETTINGS_KEY = "/api/site";

/** GET /api/site: whether reset links are mailed, and the operator's addresses (CONTACT_EMAIL, PRIVACY_EMAIL). */
export const useSiteSettings = () => useSWR<SiteSettings>(SITE_SETTINGS_KEY);
