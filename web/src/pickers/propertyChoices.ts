import type { Label, ProjectMember, State } from "../http/types";
import type { PickedProperty } from "../stores/workItemTriage";
import { dateChoices, labelChoices, memberChoices, priorityChoices, stateChoices, typedDate } from "./pickerOptions";
import type { PickerOption } from "./PropertyPicker";

/** What a property is called on buttons and in a picker's title: "State of WEB-3". */
export const PROPERTY_NAMES: Record<PickedProperty, string> = {
  state: "State",
  priority: "Priority",
  assignees: "Assignees",
  labels: "Labels",
  start_date: "Start date",
  target_date: "Due date",
};

/** The lookups a picker offers, of the one project the item belongs to. */
export interface PickerLookups {
  states: readonly State[];
  labels: readonly Label[];
  members: readonly ProjectMember[];
}

/** Everything a picker for one property needs but the item's own values. */
export interface PropertyChoices {
  options: PickerOption[];
  /** Several values (assignees, labels) toggle one at a time; one value closes the picker when picked. */
  multiple: boolean;
  placeholder: string;
  typedOptions?: (query: string) => PickerOption[];
}

/**
 * The choices of one property's picker, the same wherever it opens (a key, the palette, a chip, a cell, the
 * detail page, the create dialog), so every picker of a property lists, orders and finds alike.
 */
export function propertyChoices(property: PickedProperty, lookups: PickerLookups, viewerId: string | null, today: string): PropertyChoices {
  const noun = PROPERTY_NAMES[property].toLowerCase();
  const one = (options: PickerOption[]): PropertyChoices => ({ options, multiple: false, placeholder: `Change ${noun}…` });
  // A day may also be typed, as yyyy-mm-dd or as a number of days from today.
  const day = (clearLabel: string): PropertyChoices => ({ options: dateChoices(today, clearLabel), multiple: false, placeholder: "A day, yyyy-mm-dd or days from now…", typedOptions: (query) => typedDate(today, query) });
  const several = (options: PickerOption[]): PropertyChoices => ({ options, multiple: true, placeholder: `Add or remove ${noun}…` });
  switch (property) {
    case "state":
      return one(stateChoices(lookups.states));
    case "priority":
      return one(priorityChoices());
    case "assignees":
      return several(memberChoices(lookups.members, viewerId));
    case "labels":
      return several(labelChoices(lookups.labels));
    case "start_date":
      return day("No start date");
    case "target_date":
      return day("No due date");
  }
}
