import { compareStates } from "../../../api/contract/stateOrder";
import { isCalendarDate, PRIORITIES } from "../../../api/contract/workItems";
import type { Label, ProjectMember, State, WorkItem } from "../http/types";
import { addDays, dayNumber, weekday } from "../pages/workItems/layouts/days";
import { formatDay, PRIORITY_LABELS } from "../pages/workItems/workItemDisplay";
import { STATE_GROUPS } from "../stores/projectStates";
import { allHold, type PickedProperty } from "../stores/workItemTriage";
import type { PickerOption } from "./PropertyPicker";

/** States in workflow order (SPEC.md section 3: by group, then sequence), each with its colour and group. */
export function stateChoices(states: readonly State[]): PickerOption[] {
  return [...states]
    .sort(compareStates)
    .map((state) => ({ value: state.id, label: state.name, color: state.color, detail: STATE_GROUPS.find((entry) => entry.group === state.group)?.label, keywords: [state.group] }));
}

export function priorityChoices(): PickerOption[] {
  return PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority], keywords: [priority] }));
}

/** The project's members, the viewer first and findable as "me". */
export function memberChoices(members: readonly ProjectMember[], viewerId: string | null): PickerOption[] {
  const options = members.map(({ member }) => ({
    value: member.id,
    label: member.display_name,
    person: { name: member.display_name, avatarUrl: member.avatar_url ?? null },
    keywords: [member.first_name, member.last_name, member.email, ...(member.id === viewerId ? ["me", "myself"] : [])].filter((word): word is string => Boolean(word)),
    detail: member.id === viewerId ? "You" : undefined,
  }));
  return options.sort((a, b) => Number(b.value === viewerId) - Number(a.value === viewerId) || a.label.localeCompare(b.label));
}

export function labelChoices(labels: readonly Label[]): PickerOption[] {
  return [...labels].sort((a, b) => a.name.localeCompare(b.name)).map((label) => ({ value: label.id, label: label.name, color: label.color }));
}

/** The empty value a date picker offers to clear the date. */
export const NO_DATE = "";

/** Days people pick most, from today, and `clearLabel` ("No due date"); a Friday or a Monday never lands on today itself. */
export function dateChoices(today: string, clearLabel: string): PickerOption[] {
  const day = dayNumber(today);
  const daysTo = (weekdayWanted: number) => ((weekdayWanted - weekday(day) + 7) % 7) || 7;
  const preset = (label: string, days: number): PickerOption => {
    const value = addDays(today, days);
    return { value, label, detail: formatDay(value), keywords: [value] };
  };
  return [
    preset("Today", 0),
    preset("Tomorrow", 1),
    preset("This Friday", daysTo(4)),
    preset("Next Monday", daysTo(0)),
    preset("In a week", 7),
    preset("In two weeks", 14),
    preset("In a month", 30),
    { value: NO_DATE, label: clearLabel, keywords: ["clear", "none", "remove"] },
  ];
}

/** A date typed as yyyy-MM-dd, or as a number of days ("3", "+3", "in 3 days"), as an option of its own. */
export function typedDate(today: string, query: string): PickerOption[] {
  const text = query.trim().toLowerCase();
  if (isCalendarDate(text)) return [{ value: text, label: formatDay(text), detail: text }];
  const days = /^(?:in\s+)?\+?(\d{1,3})(?:\s*days?)?$/.exec(text);
  if (!days) return [];
  const count = Number(days[1]);
  const value = addDays(today, count);
  return [{ value, label: `In ${count} day${count === 1 ? "" : "s"}`, detail: formatDay(value), keywords: [text] }];
}

type OneValueField = "state_id" | "priority" | "start_date" | "target_date";
const ONE_VALUE_FIELDS = { state: "state_id", priority: "priority", start_date: "start_date", target_date: "target_date" } as const satisfies Record<string, OneValueField>;

/**
 * What a picker for several items shows as chosen: the one value they all share, if they do (a state, a
 * priority, a day, NO_DATE for none), or each assignee or label every one of them holds.
 */
export function chosenForAll(items: readonly WorkItem[], property: PickedProperty, options: readonly PickerOption[]): string[] {
  if (property === "assignees" || property === "labels") {
    const field = property === "assignees" ? "assignee_ids" : "label_ids";
    return options.map((option) => option.value).filter((value) => allHold(items, field, value));
  }
  const values = new Set(items.map((item) => item[ONE_VALUE_FIELDS[property]] ?? NO_DATE));
  return values.size === 1 ? [...values] : [];
}
