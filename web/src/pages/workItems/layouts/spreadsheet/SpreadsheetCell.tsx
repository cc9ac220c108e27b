import type { Snapshot } from "valtio";
import type { WorkItem } from "../../../../http/types";
import type { WorkItemPatch } from "../../../../stores/workItems";
import { AssigneeAvatars } from "../../AssigneeAvatars";
import { LabelChips } from "../../LabelChips";
import { formatDay, localToday, PRIORITY_LABELS } from "../../workItemDisplay";
import type { SpreadsheetColumn } from "./columns";
import type { LookupLists, LookupMaps } from "../lookupMaps";
import { PropertyButton } from "../../../../pickers/PropertyButton";
import { ItemDateButton } from "../../../../pickers/ItemDateButton";

interface Props {
  column: SpreadsheetColumn;
  item: Snapshot<WorkItem>;
  /** The row's key, naming each control ("Priority of ROCK-12"). */
  itemKey: string;
  lookups: LookupMaps;
  /** The same lookups as lists, for the pickers' choices. */
  lists: LookupLists;
  canEdit: boolean;
  onEdit: (patch: WorkItemPatch) => void;
}

const SHOWN_LABELS = 2;

/** A timestamp as the day it was in the person's own time zone. */
const dayOf = (timestamp: string) => formatDay(localToday(new Date(timestamp)));

/** One property of one item: a button opening its searchable picker when the person may edit; plain text otherwise. */
export function SpreadsheetCell({ column, item, itemKey, lookups, lists, canEdit, onEdit }: Props) {
  const label = `${column.title} of ${itemKey}`;
  switch (column.property) {
    case "state": {
      const state = item.state_id ? lookups.states.get(item.state_id) : undefined;
      if (!canEdit) {
        return (
          <>
            {state && <span className="swatch" style={{ background: state.color }} aria-hidden="true" />}
            <span>{state?.name ?? ""}</span>
          </>
        );
      }
      return <PropertyButton property="state" name={label} values={item} lookups={lists} onChange={onEdit} className="spreadsheet__picker" />;
    }
    case "priority":
      if (!canEdit) return <span className={`work-item-priority--${item.priority}`}>{PRIORITY_LABELS[item.priority]}</span>;
      return <PropertyButton property="priority" name={label} values={item} lookups={lists} onChange={onEdit} className="spreadsheet__picker" />;
    case "assignee": {
      if (canEdit) return <PropertyButton property="assignees" name={label} values={item} lookups={lists} onChange={onEdit} className="spreadsheet__picker" />;
      const people = item.assignee_ids.flatMap((id) => lookups.members.get(id) ?? []);
      return <AssigneeAvatars assignees={people} />;
    }
    case "labels": {
      if (canEdit) return <PropertyButton property="labels" name={label} values={item} lookups={lists} onChange={onEdit} shownLabels={SHOWN_LABELS} className="spreadsheet__picker" />;
      const labels = item.label_ids.flatMap((id) => lookups.labels.get(id) ?? []);
      return <LabelChips labels={labels} shown={SHOWN_LABELS} />;
    }
    case "start_date":
      if (!canEdit) return <span>{item.start_date ? formatDay(item.start_date) : ""}</span>;
      return <ItemDateButton property="start_date" name={label} value={item.start_date} other={item.target_date} onSave={(start_date) => onEdit({ start_date })} className="spreadsheet__picker" />;
    case "due_date":
      if (!canEdit) return <span>{item.target_date ? formatDay(item.target_date) : ""}</span>;
      return <ItemDateButton property="target_date" name={label} value={item.target_date} other={item.start_date} onSave={(target_date) => onEdit({ target_date })} className="spreadsheet__picker" />;
    case "created_on":
      return <span>{dayOf(item.created_at)}</span>;
    case "updated_on":
      return <span>{dayOf(item.updated_at)}</span>;
    case "sub_issue_count":
      return <span>{item.sub_issues_count}</span>;
    case "attachment_count":
      return <span>{item.attachment_count}</span>;
    case "link":
      return <span>{item.link_count}</span>;
  }
}
