import type { Snapshot } from "valtio";
import { isOverdue, workItemKey } from "../../../../../../api/contract/workItems";
import type { WorkItem } from "../../../../http/types";
import { isTemporary } from "../../../../stores/workItemCache";
import type { WorkItemPatch } from "../../../../stores/workItems";
import { SelectCheckbox } from "../../bulk/SelectCheckbox";
import type { LookupLists, LookupMaps } from "../lookupMaps";
import type { SpreadsheetColumn } from "./columns";
import { SpreadsheetCell } from "./SpreadsheetCell";

interface Props {
  item: Snapshot<WorkItem>;
  /** The identifier of the item's own project, so one table may hold several projects' items. */
  identifier: string;
  columns: readonly SpreadsheetColumn[];
  showKey: boolean;
  lookups: LookupMaps;
  lists: LookupLists;
  canEdit: boolean;
  today: string;
  onOpen: (id: string) => void;
  onEdit: (id: string, patch: WorkItemPatch) => void;
  /** Picked for the bulk actions (x, its box, Ctrl/⌘ or Shift+click); null where the table has no selecting. */
  selected: boolean | null;
}

/** One item's row: the sticky selection box, key and name (a button opening the peek), then a cell per shown column. */
export function SpreadsheetRow({ item, identifier, columns, showKey, lookups, lists, canEdit, today, onOpen, onEdit, selected }: Props) {
  const pending = isTemporary(item.id);
  const key = pending ? `${identifier}-…` : workItemKey(identifier, item.sequence_id);
  const stateGroup = item.state_id ? (lookups.states.get(item.state_id)?.group ?? null) : null;
  const overdue = isOverdue(item.target_date, stateGroup, today);
  return (
    <>
      <div role="rowheader" className="spreadsheet__cell spreadsheet__cell--name">
        {selected !== null && !pending && <SelectCheckbox label={key} selected={selected} />}
        {showKey && <span className="spreadsheet__key">{key}</span>}
        <button type="button" className="spreadsheet__name" disabled={pending} onClick={() => onOpen(item.id)}>
          {item.name}
        </button>
        {overdue && <span className="overdue-marker">Overdue</span>}
      </div>
      {columns.map((column) => (
        <div key={column.property} role="gridcell" className="spreadsheet__cell">
          <SpreadsheetCell
            column={column}
            item={item}
            itemKey={key}
            lookups={lookups}
            lists={lists}
            canEdit={canEdit && !pending}
            onEdit={(patch) => onEdit(item.id, patch)}
          />
        </div>
      ))}
    </>
  );
}
