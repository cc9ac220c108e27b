import { PRIORITIES } from "../../../api/contract/workItems";
import { isCalendarDate } from "../../../api/contract/workItems";
import type { Label, ProjectMember, State } from "../http/types";
import { addDays, dayNumber, weekday } from "../pages/workItems/layouts/days";
import { formatDay, PRIORITY_LABELS } from "../pages/workItems/workItemDisplay";
import { STATE_GROUPS } from "../stores/projectStates";
import type { PickerOption } from "./PropertyPicker";

/** States in workflow order (SPEC.md section 3: by group, then sequence), each with its colour and group. */
export function stateChoices(states: readonly State[]): PickerOption[] {
  const rank = (state: State) => STATE_GROUPS.findIndex((entry) => entry.group === state.group);
  return [...states]
    .sort((a, b) => rank(a) - rank(b) || a.sequence - b.sequence)
    .map((state) => ({ value: state.id, label: state.name, color: state.color, detail: STATE_GROUPS[rank(state)]?.label, keywords: [state.group] }));
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
