import type { Snapshot } from "valtio";
import type { WorkItem } from "../../http/types";
import type { WorkItemPatch } from "../../stores/workItems";
import { PropertyField } from "../../pickers/PropertyField";
import { ItemDateButton } from "../../pickers/ItemDateButton";
import { PickerField } from "../../pickers/PickerField";
import { PROPERTY_NAMES } from "../../pickers/propertyChoices";
import type { ProjectLookups } from "./useProjectLookups";
import { formatDay, PRIORITY_LABELS } from "./workItemDisplay";

interface Props {
  item: Snapshot<WorkItem>;
  lookups: ProjectLookups;
  editable: boolean;
  onChange: (patch: WorkItemPatch) => void;
}

/** The sidebar: each property a searchable picker, saved on pick (optimistic, see updateWorkItem); plain values for guests and archived items. */
export function WorkItemProperties({ item, lookups, editable, onChange }: Props) {
  if (!editable) return <ReadOnlyProperties item={item} lookups={lookups} />;
  return (
    <div className="work-item-properties">
      {(["state", "priority", "assignees", "labels"] as const).map((property) => (
        <PropertyField key={property} property={property} values={item} lookups={lookups} onChange={onChange} />
      ))}
      <PickerField name={PROPERTY_NAMES.start_date}>
        <ItemDateButton property="start_date" name={PROPERTY_NAMES.start_date} value={item.start_date} other={item.target_date} onSave={(start_date) => onChange({ start_date })} className="picker-button--field" />
      </PickerField>
      <PickerField name={PROPERTY_NAMES.target_date}>
        <ItemDateButton property="target_date" name={PROPERTY_NAMES.target_date} value={item.target_date} other={item.start_date} onSave={(target_date) => onChange({ target_date })} className="picker-button--field" />
      </PickerField>
    </div>
  );
}

function ReadOnlyProperties({ item, lookups }: Omit<Props, "editable" | "onChange">) {
  const state = lookups.states.find((entry) => entry.id === item.state_id);
  const names = (ids: readonly string[], all: readonly { id: string; name: string }[]) => all.filter((entry) => ids.includes(entry.id)).map((entry) => entry.name).join(", ");
  const people = lookups.members.map((entry) => ({ id: entry.member.id, name: entry.member.display_name }));
  const rows: [string, string][] = [
    ["State", state?.name ?? ""],
    ["Priority", PRIORITY_LABELS[item.priority]],
    ["Assignees", names(item.assignee_ids, people)],
    ["Labels", names(item.label_ids, lookups.labels)],
    [PROPERTY_NAMES.start_date, item.start_date ? formatDay(item.start_date) : ""],
    [PROPERTY_NAMES.target_date, item.target_date ? formatDay(item.target_date) : ""],
  ];
  return (
    <dl className="work-item-properties work-item-properties--read-only">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="field__label">{term}</dt>
          <dd>{value || <span className="muted">None</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
