import { memo } from "react";
import type { Snapshot } from "valtio";
import type { WorkItem } from "../../../../http/types";
import type { WorkItemPatch } from "../../../../stores/workItems";
import type { LookupLists, LookupMaps } from "../lookupMaps";
import { useCachedWorkItem } from "../useCachedWorkItem";
import type { KeyboardRowProps } from "../useKeyboardRows";
import type { SpreadsheetColumn } from "./columns";
import { SpreadsheetRow } from "./SpreadsheetRow";

interface Props {
  id: string;
  index: number;
  /** Where the virtualiser places the row, in pixels from the top of the body. */
  offset: number;
  height: number;
  identifierOf: (item: Snapshot<WorkItem>) => string;
  columns: readonly SpreadsheetColumn[];
  showKey: boolean;
  lookups: LookupMaps;
  /** The same lookups as lists, for the pickers' choices. */
  lists: LookupLists;
  canEdit: boolean;
  today: string;
  onOpen: (id: string) => void;
  onEdit: (id: string, patch: WorkItemPatch) => void;
  /** Focus, selection and the mouse's selecting gestures (useKeyboardRows: the same object while they hold). */
  rowProps: KeyboardRowProps;
  /** The row has a selection box (a project's spreadsheet, which has the bulk bar). */
  selectable: boolean;
}

/**
 * One work item's row in the virtualised table. Memoised on props that stay the same while the table
 * scrolls, and reading only its own item, so a scroll renders only the rows that come into view and a
 * change renders only the row it changes, instead of every row on screen, which made long tasks.
 */
export const SpreadsheetItem = memo(function SpreadsheetItem({ id, index, offset, height, identifierOf, columns, showKey, lookups, lists, canEdit, today, onOpen, onEdit, rowProps, selectable }: Props) {
  const item = useCachedWorkItem(id);
  if (!item) return null;
  return (
    <div
      role="row"
      aria-selected={rowProps["data-selected"]}
      {...rowProps}
      aria-rowindex={index + 2}
      data-index={index}
      className="spreadsheet__row"
      style={{ height, transform: `translateY(${offset}px)` }}
    >
      <SpreadsheetRow
        item={item}
        identifier={identifierOf(item)}
        columns={columns}
        showKey={showKey}
        lookups={lookups}
        lists={lists}
        canEdit={canEdit}
        today={today}
        onOpen={onOpen}
        onEdit={onEdit}
        selected={selectable ? rowProps["data-selected"] : null}
      />
    </div>
  );
});
