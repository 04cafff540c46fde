import { useEffect } from "react";

/** Sets the document title for a screen, so each page is announced and bookmarked by its name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Serviceberry` : "Serviceberry · Wedding planning for Ohio and Tennessee";
  }, [title]);
}
