import { useSnapshot } from "valtio";
import { workItemKey } from "../../../../../api/contract/workItems";
import type { WorkItem } from "../../../http/types";
import type { PickedProperty } from "../../../stores/workItemTriage";
import { chosenForAll, NO_DATE } from "../../../pickers/pickerOptions";
import { PROPERTY_NAMES, propertyChoices } from "../../../pickers/propertyChoices";
import { PropertyPicker } from "../../../pickers/PropertyPicker";
import { session } from "../../../stores/session";
import { showToast } from "../../../stores/toasts";
import { workItemCache } from "../../../stores/workItemCache";
import type { ProjectLookups } from "../useProjectLookups";
import { formatDay, localToday } from "../workItemDisplay";
import { describeTarget, updateInBulk, type BulkProperties, type BulkTarget } from "./bulkActions";

interface Props {
  target: BulkTarget;
  property: PickedProperty;
  lookups: ProjectLookups;
  /** The bar's button the picker opens over. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * A date the server would refuse (a start after an item's due date, or the other way round), named with
 * the first such item so the person knows which to change; null when the date fits every item.
 */
function dateConflict(items: readonly WorkItem[], identifier: string, field: "start_date" | "target_date", day: string): string | null {
  const clash = items.find((item) => (field === "start_date" ? item.target_date !== null && day > item.target_date : item.start_date !== null && day < item.start_date));
  if (!clash) return null;
  const key = workItemKey(identifier, clash.sequence_id);
  return field === "start_date"
    ? `${key} is due ${formatDay(clash.target_date as string)}, before that start date. Pick an earlier start date, or change its due date first.`
    : `${key} starts ${formatDay(clash.start_date as string)}, after that due date. Pick a later due date, or change its start date first.`;
}

/**
 * The searchable picker a bulk bar button opens: one pick is one request for every selected item
 * (bulk-operation-issues/). Assignees and labels are added to each item's own, as the bulk route does;
 * the picker stays open for more.
 */
export function BulkPicker({ target, property, lookups, anchor, onClose }: Props) {
  const { byId } = useSnapshot(workItemCache);
  const items = target.ids.flatMap((id) => (byId[id] ? [byId[id] as WorkItem] : []));

  // The same choices as every other picker of the property; what counts as chosen is what all the items share.
  const { options, multiple, typedOptions } = propertyChoices(property, lookups, session.user?.id ?? null, localToday());
  const name = PROPERTY_NAMES[property];
  const chosen = chosenForAll(items, property, options);

  const send = (properties: BulkProperties) => void updateInBulk(target, properties, name);

  const onPick = (value: string) => {
    if (property === "assignees" || property === "labels") {
      // The bulk route only adds; what every item holds already needs no request.
      if (!chosen.includes(value)) send(property === "assignees" ? { assignee_ids: [value] } : { label_ids: [value] });
      return;
    }
    if (property === "start_date" || property === "target_date") {
      const conflict = value === NO_DATE ? null : dateConflict(items, target.identifier, property, value);
      if (conflict) showToast({ tone: "warning", title: `${name} not changed`, message: conflict });
      else send({ [property]: value === NO_DATE ? null : value });
    } else if (property === "state") send({ state_id: value });
    else send({ priority: value as WorkItem["priority"] });
    onClose();
  };

  const about = describeTarget(target);
  return (
    <PropertyPicker
      title={multiple ? `Add ${name.toLowerCase()} to ${about}` : `${name} of ${about}`}
      placeholder={multiple ? `Add ${name.toLowerCase()}…` : `Change ${name.toLowerCase()}…`}
      options={options}
      typedOptions={typedOptions}
      chosen={chosen}
      multiple={multiple}
      anchor={anchor}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
