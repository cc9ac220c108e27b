import { useRef, type KeyboardEvent } from "react";
import { PAGE_TABS, type PageTab } from "../../../../api/contract/pages";
import type { PagesSummaryShape } from "../../../../api/contract/pageShapes";

const LABELS: Record<PageTab, string> = { public: "Public", private: "Private", archived: "Archived" };
const COUNTS: Record<PageTab, keyof PagesSummaryShape> = { public: "public_pages", private: "private_pages", archived: "archived_pages" };

export const pageTabId = (tab: PageTab) => `pages-tab-${tab}`;
export const PAGES_PANEL_ID = "pages-panel";

interface Props {
  tab: PageTab;
  /** Null until the counts arrive (or when they could not be read): the tabs show no number. */
  summary: PagesSummaryShape | null;
  onSelect: (tab: PageTab) => void;
}

/** Public, Private and Archived with their counts (WAI-ARIA tabs, automatic activation; arrows, Home and End move). */
export function PageTabs({ tab, summary, onSelect }: Props) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PAGE_TABS.indexOf(tab);
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PAGE_TABS.length - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = PAGE_TABS[(next + PAGE_TABS.length) % PAGE_TABS.length];
    if (!chosen) return;
    onSelect(chosen);
    listRef.current?.querySelector<HTMLElement>(`#${pageTabId(chosen)}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label="Pages" className="project-tabs" onKeyDown={onKeyDown}>
      {PAGE_TABS.map((candidate) => {
        const selected = candidate === tab;
        const count = summary?.[COUNTS[candidate]];
        return (
          <button
            key={candidate}
            id={pageTabId(candidate)}
            type="button"
            role="tab"
            className="project-tabs__tab"
            aria-selected={selected}
            aria-controls={selected ? PAGES_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(candidate)}
          >
            {LABELS[candidate]}
            {count !== undefined && <span className="pages-tab__count">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
