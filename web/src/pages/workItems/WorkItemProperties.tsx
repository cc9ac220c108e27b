import type { Snapshot } from "valtio";
import type { Priority } from "../../../../api/contract/workItems";
import type { WorkItem } from "../../http/types";
import type { WorkItemPatch } from "../../stores/workItems";
import { CheckboxListField } from "./CheckboxListField";
import { DateProperty } from "./DateProperty";
import { labelOptions, memberOptions, stateOptions } from "./lookupOptions";
import { SelectField } from "./SelectField";
import type { ProjectLookups } from "./useProjectLookups";
import { DATE_ORDER_ERROR, formatDay, PRIORITY_LABELS, PRIORITY_OPTIONS } from "./workItemDisplay";

interface Props {
  item: Snapshot<WorkItem>;
  lookups: ProjectLookups;
  editable: boolean;
  onChange: (patch: WorkItemPatch) => void;
}

/** The sidebar: each property saved on change (optimistic, see updateWorkItem); plain values for guests. */
export function WorkItemProperties({ item, lookups, editable, onChange }: Props) {
  if (!editable) return <ReadOnlyProperties item={item} lookups={lookups} />;
  return (
    <div className="work-item-properties">
      <SelectField label="State" value={item.state_id ?? ""} options={stateOptions(lookups.states)} onChange={(value) => onChange({ state_id: value })} />
      <SelectField label="Priority" value={item.priority} options={PRIORITY_OPTIONS} onChange={(value) => onChange({ priority: value as Priority })} />
      <CheckboxListField
        label="Assignees"
        options={memberOptions(lookups.members)}
        values={item.assignee_ids}
        onChange={(assignee_ids) => onChange({ assignee_ids })}
        emptyText="The project has no members to assign."
      />
      <CheckboxListField label="Labels" options={labelOptions(lookups.labels)} values={item.label_ids} onChange={(label_ids) => onChange({ label_ids })} emptyText="The project has no labels yet." />
      <DateProperty
        label="Start date"
        value={item.start_date}
        max={item.target_date ?? undefined}
        problem={(draft) => (draft && item.target_date && draft > item.target_date ? DATE_ORDER_ERROR : null)}
        onSave={(start_date) => onChange({ start_date })}
      />
      <DateProperty
        label="Target date"
        value={item.target_date}
        min={item.start_date ?? undefined}
        problem={(draft) => (draft && item.start_date && item.start_date > draft ? DATE_ORDER_ERROR : null)}
        onSave={(target_date) => onChange({ target_date })}
      />
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
    ["Start date", item.start_date ? formatDay(item.start_date) : ""],
    ["Target date", item.target_date ? formatDay(item.target_date) : ""],
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
