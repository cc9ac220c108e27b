import { compareStates } from "../../../../api/contract/stateOrder";
import type { Label, ProjectMember, State } from "../../http/types";
import type { CheckboxOption } from "./CheckboxListField";
import type { SelectOption } from "./SelectField";

/** States in workflow order: by group (SPEC.md section 3), then by their sequence within it. */
export function stateOptions(states: readonly State[]): SelectOption[] {
  return [...states].sort(compareStates).map((state) => ({ value: state.id, label: state.name }));
}

export function memberOptions(members: readonly ProjectMember[]): CheckboxOption[] {
  return members.map((entry) => ({ value: entry.member.id, label: entry.member.display_name }));
}

export function labelOptions(labels: readonly Label[]): CheckboxOption[] {
  return [...labels].sort((a, b) => a.name.localeCompare(b.name)).map((label) => ({ value: label.id, label: label.name, color: label.color }));
}
