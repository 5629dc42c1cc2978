// Sets the tab title as "<page> · SITE_NAME" (or SITE_NAME alone), so screen-reader users and
// tab lists know where they are. Use once per page: useDocumentTitle("About").
import { useEffect } from "react";
import { SITE_NAME } from "../lib/site";

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
