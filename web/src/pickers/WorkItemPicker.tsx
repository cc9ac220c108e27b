import { useSnapshot } from "valtio";
import { workItemKey } from "../../../api/contract/workItems";
import type { WorkItem } from "../http/types";
import type { ProjectLookups } from "../pages/workItems/useProjectLookups";
import { localToday } from "../pages/workItems/workItemDisplay";
import { session } from "../stores/session";
import { workItemCache } from "../stores/workItemCache";
import { allHold, closePropertyPicker, setOnEach, toggleInEach, workItemTriage, type PickedProperty } from "../stores/workItemTriage";
import { dueDateChoices, labelChoices, memberChoices, NO_DATE, priorityChoices, stateChoices, typedDueDate } from "./pickerOptions";
import { PropertyPicker, type PickerOption } from "./PropertyPicker";

interface Props {
  slug: string;
  identifier: string;
  lookups: ProjectLookups;
}

const NAMES: Record<PickedProperty, string> = { state: "State", priority: "Priority", assignees: "Assignees", labels: "Labels", target_date: "Due date" };

/** The one value all the items share, if they do (the picker shows it as chosen). */
function shared(items: readonly WorkItem[], field: "state_id" | "priority" | "target_date"): string[] {
  const values = new Set(items.map((item) => item[field] ?? NO_DATE));
  return values.size === 1 ? [...values] : [];
}

/**
 * The property picker a key (s, p, a, l, d) or the palette opened for the focused work item(s), under the
 * first one's row. Every change is optimistic and rolls back with a toast if refused (updateWorkItem).
 */
export function WorkItemPicker({ slug, identifier, lookups }: Props) {
  const { picker } = useSnapshot(workItemTriage);
  const { byId } = useSnapshot(workItemCache);
  if (!picker) return null;
  const items = picker.ids.flatMap((id) => (byId[id] ? [byId[id] as WorkItem] : []));
  const first = items[0];
  if (!first) return null;
  const { property, ids } = picker;
  const about = items.length === 1 ? workItemKey(identifier, first.sequence_id) : `${items.length} work items`;
  const anchor = document.querySelector<HTMLElement>(`[data-work-item-id="${CSS.escape(first.id)}"]`);
  const today = localToday();

  const choices: Record<PickedProperty, () => { options: PickerOption[]; chosen: string[]; multiple: boolean }> = {
    state: () => ({ options: stateChoices(lookups.states), chosen: shared(items, "state_id"), multiple: false }),
    priority: () => ({ options: priorityChoices(), chosen: shared(items, "priority"), multiple: false }),
    assignees: () => {
      const options = memberChoices(lookups.members, session.user?.id ?? null);
      return { options, chosen: options.filter((option) => allHold(items, "assignee_ids", option.value)).map((option) => option.value), multiple: true };
    },
    labels: () => {
      const options = labelChoices(lookups.labels);
      return { options, chosen: options.filter((option) => allHold(items, "label_ids", option.value)).map((option) => option.value), multiple: true };
    },
    target_date: () => ({ options: dueDateChoices(today), chosen: shared(items, "target_date"), multiple: false }),
  };
  const { options, chosen, multiple } = choices[property]();

  const onPick = (value: string) => {
    if (property === "assignees") return toggleInEach(slug, ids, "assignee_ids", value);
    if (property === "labels") return toggleInEach(slug, ids, "label_ids", value);
    if (property === "state") setOnEach(slug, ids, { state_id: value });
    else if (property === "priority") setOnEach(slug, ids, { priority: value as WorkItem["priority"] });
    else setOnEach(slug, ids, { target_date: value === NO_DATE ? null : value });
    closePropertyPicker();
  };

  return (
    <PropertyPicker
      key={`${property}:${ids.join(",")}`}
      title={`${NAMES[property]} of ${about}`}
      placeholder={`${multiple ? "Add or remove" : "Change"} ${NAMES[property].toLowerCase()}…`}
      options={options}
      typedOptions={property === "target_date" ? (query) => typedDueDate(today, query) : undefined}
      chosen={chosen}
      multiple={multiple}
      anchor={anchor}
      onPick={onPick}
      onClose={closePropertyPicker}
    />
  );
}
