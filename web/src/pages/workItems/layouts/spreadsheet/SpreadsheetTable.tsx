import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent } from "react";
import type { Snapshot } from "valtio";
import type { OrderBy } from "../../../../../../api/contract/workItemDisplay";
import type { WorkItem } from "../../../../http/types";
import type { WorkItemPatch } from "../../../../stores/workItems";
import { localToday } from "../../workItemDisplay";
import { focusVirtualRow } from "../focusVirtualRow";
import { lookupMaps, type LookupLists } from "../lookupMaps";
import { useKeyboardRows } from "../useKeyboardRows";
import { NAME_COLUMN_WIDTH, type SpreadsheetColumn } from "./columns";
import { SpreadsheetHeader } from "./SpreadsheetHeader";
import { SpreadsheetItem } from "./SpreadsheetItem";
import "../VirtualScroller.css";
import "./Spreadsheet.css";

interface SpreadsheetTableProps {
  /** The rows in order, as loaded so far; each row reads its item from the work item cache. */
  ids: readonly string[];
  /** Every matching item, loaded or not, for assistive technology's row count. */
  total: number;
  identifierOf: (item: Snapshot<WorkItem>) => string;
  lookups: LookupLists;
  columns: readonly SpreadsheetColumn[];
  showKey: boolean;
  orderBy: OrderBy;
  onSort?: (orderBy: OrderBy) => void;
  canEdit: boolean;
  onOpen: (id: string) => void;
  onEdit: (id: string, patch: WorkItemPatch) => void;
  /** Asked for when the last loaded rows come near the view; the caller decides whether a page is left. */
  onNearEnd: () => void;
  /** Rows are picked for the bulk bar by their boxes and Ctrl/⌘ or Shift+click (a project's spreadsheet). */
  selectable?: boolean;
}

/** Rows have one fixed height, so the virtualiser never measures. */
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 36;
/** The next page is asked for this many rows before the end comes into view. */
const PREFETCH_ROWS = 30;

/**
 * A grid of work items with a sticky header and a sticky key-and-name column; only the rows in view are
 * rendered. Up and Down move between rows' names (not inside a date field or a picker, which use the
 * arrows themselves); Enter on a name opens the item, Enter or F2 on a property opens its picker.
 */
export function SpreadsheetTable({ ids, total, identifierOf, lookups, columns, showKey, orderBy, onSort, canEdit, onOpen, onEdit, onNearEnd, selectable = false }: SpreadsheetTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, so the virtualiser's unmemoisable instance is read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The rows start under the sticky header, inside the same scroller.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // Scroll events render in React's own time, several to a frame, rather than one forced render each.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  const { states, labels, members } = lookups;
  const indexed = useMemo(() => lookupMaps({ states, labels, members }), [states, labels, members]);
  const today = localToday();
  const width = NAME_COLUMN_WIDTH + columns.reduce((sum, column) => sum + column.width, 0);
  const layout = { "--spreadsheet-columns": [NAME_COLUMN_WIDTH, ...columns.map((column) => column.width)].map((px) => `${px}px`).join(" "), "--spreadsheet-width": `${width}px` } as CSSProperties;

  useEffect(() => {
    if (ids.length > 0 && lastShown >= ids.length - PREFETCH_ROWS) onNearEnd();
  }, [lastShown, ids.length, onNearEnd]);

  const rowProps = useKeyboardRows(ids, (id) => focusVirtualRow(scrollRef.current, virtualizer, ids.indexOf(id), ".spreadsheet__name"), { selectable });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const target = event.target as HTMLElement;
    if (target.closest("select, input")) return;
    const current = target.closest<HTMLElement>("[data-index]");
    const index = current ? Number(current.dataset.index) : -1;
    event.preventDefault();
    focusVirtualRow(scrollRef.current, virtualizer, Math.min(ids.length - 1, Math.max(0, index + (event.key === "ArrowDown" ? 1 : -1))), ".spreadsheet__name");
  };

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Work items"
      aria-rowcount={Math.max(total, ids.length) + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable={selectable || undefined}
      className="virtual-scroller spreadsheet"
      style={layout}
      onKeyDown={onKeyDown}
    >
      <SpreadsheetHeader columns={columns} orderBy={orderBy} onSort={onSort} />
      <div role="rowgroup" className="spreadsheet__body" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const id = ids[row.index] as string;
          return (
            <SpreadsheetItem
              key={id}
              id={id}
              index={row.index}
              offset={row.start - HEADER_HEIGHT}
              height={ROW_HEIGHT}
              identifierOf={identifierOf}
              columns={columns}
              showKey={showKey}
              lookups={indexed}
              lists={lookups}
              canEdit={canEdit}
              today={today}
              onOpen={onOpen}
              onEdit={onEdit}
              rowProps={rowProps(id)}
              selectable={selectable}
            />
          );
        })}
      </div>
    </div>
  );
}
