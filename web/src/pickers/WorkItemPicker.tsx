import { useSnapshot } from "valtio";
import { workItemKey } from "../../../api/contract/workItems";
import type { WorkItem } from "../http/types";
import { useCachedWorkItems } from "../pages/workItems/layouts/useCachedWorkItem";
import type { ProjectLookups } from "../pages/workItems/useProjectLookups";
import { localToday } from "../pages/workItems/workItemDisplay";
import { session } from "../stores/session";
import { closePropertyPicker, setOnEach, toggleInEach, workItemTriage } from "../stores/workItemTriage";
import { chosenForAll, NO_DATE } from "./pickerOptions";
import { propertyChoices, PROPERTY_NAMES } from "./propertyChoices";
import { PropertyPicker } from "./PropertyPicker";

interface Props {
  slug: string;
  identifier: string;
  lookups: ProjectLookups;
}

/**
 * The property picker a key (s, p, a, l, d), the palette or a row's or card's chip opened for the focused
 * work item(s), under the first one's row. Every change is optimistic and rolls back with a toast if refused (updateWorkItem).
 */
export function WorkItemPicker({ slug, identifier, lookups }: Props) {
  const { picker } = useSnapshot(workItemTriage);
  const items = useCachedWorkItems(picker?.ids ?? []) as WorkItem[];
  if (!picker) return null;
  const first = items[0];
  if (!first) return null;
  const { property, ids } = picker;
  const about = items.length === 1 ? workItemKey(identifier, first.sequence_id) : `${items.length} work items`;
  const row = document.querySelector<HTMLElement>(`[data-work-item-id="${CSS.escape(first.id)}"]`);
  // A chip opens the picker under itself; a key opens it under the row.
  const chip = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>("[data-opens-picker]") : null;
  const anchor = chip ?? row;

  const { options, multiple, placeholder, typedOptions } = propertyChoices(property, lookups, session.user?.id ?? null, localToday());
  const chosen = chosenForAll(items, property, options);

  const onPick = (value: string) => {
    if (property === "assignees") return toggleInEach(slug, ids, "assignee_ids", value);
    if (property === "labels") return toggleInEach(slug, ids, "label_ids", value);
    if (property === "state") setOnEach(slug, ids, { state_id: value });
    else if (property === "priority") setOnEach(slug, ids, { priority: value as WorkItem["priority"] });
    else setOnEach(slug, ids, { [property]: value === NO_DATE ? null : value });
    closePropertyPicker();
  };

  return (
    <PropertyPicker
      key={`${property}:${ids.join(",")}`}
      title={`${PROPERTY_NAMES[property]} of ${about}`}
      placeholder={placeholder}
      options={options}
      typedOptions={typedOptions}
      chosen={chosen}
      multiple={multiple}
      anchor={anchor}
      onPick={onPick}
      onClose={closePropertyPicker}
    />
  );
}
