import { useEffect } from "react";

/** Each page names itself in the tab and for screen readers arriving on it (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Cairn`;
  }, [title]);
}
