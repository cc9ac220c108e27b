import type { ReactNode } from "react";
import type { WorkItem } from "../http/types";
import { AssigneeAvatars } from "../pages/workItems/AssigneeAvatars";
import { LabelChips } from "../pages/workItems/LabelChips";
import { localToday, PRIORITY_LABELS } from "../pages/workItems/workItemDisplay";
import { session } from "../stores/session";
import type { WorkItemPatch } from "../stores/workItems";
import { PickerButton } from "./PickerButton";
import { propertyChoices, type PickerLookups } from "./propertyChoices";
import "./PropertyButton.css";

/** The properties set by a PropertyButton; days have their own DateButton, which explains a refused day. */
export type ButtonProperty = "state" | "priority" | "assignees" | "labels";

/** The values a button reads: a saved item's, or the create dialog's choices so far. */
export type PropertyValues = Readonly<Pick<WorkItem, "state_id" | "priority">> & { readonly assignee_ids: readonly string[]; readonly label_ids: readonly string[] };

interface Props {
  property: ButtonProperty;
  /** "State", or "State of WEB-3" where several items' buttons share a screen. */
  name: string;
  values: PropertyValues;
  lookups: PickerLookups;
  onChange: (patch: WorkItemPatch) => void;
  /** How many label chips are named before the rest are counted. */
  shownLabels?: number;
  className?: string;
}

/** Takes `value` out of `values` when it is there, adds it otherwise. */
const toggled = (values: readonly string[], value: string) => (values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value]);

/**
 * One property of a work item as a button opening its searchable picker (the detail page, spreadsheet cells,
 * the create dialog); each pick is handed on as a patch.
 */
export function PropertyButton({ property, name, values, lookups, onChange, shownLabels = 3, className }: Props) {
  const choices = () => propertyChoices(property, lookups, session.user?.id ?? null, localToday());
  const shown = (): { chosen: readonly string[]; valueText: string; content: ReactNode; pick: (value: string) => WorkItemPatch } => {
    switch (property) {
      case "state": {
        const state = lookups.states.find((entry) => entry.id === values.state_id);
        return {
          chosen: values.state_id ? [values.state_id] : [],
          valueText: state?.name ?? "No state",
          content: (
            <>
              {state && <span className="swatch" style={{ background: state.color }} aria-hidden="true" />}
              <span className="picker-button__text">{state?.name ?? "No state"}</span>
            </>
          ),
          pick: (state_id) => ({ state_id }),
        };
      }
      case "priority":
        return {
          chosen: [values.priority],
          valueText: PRIORITY_LABELS[values.priority],
          content: <span className={`picker-button__text work-item-priority--${values.priority}`}>{PRIORITY_LABELS[values.priority]}</span>,
          pick: (priority) => ({ priority: priority as WorkItem["priority"] }),
        };
      case "assignees": {
        const people = lookups.members.filter((entry) => values.assignee_ids.includes(entry.member.id));
        const names = people.map((entry) => entry.member.display_name).join(", ");
        return {
          chosen: values.assignee_ids,
          valueText: names || "No assignees",
          content: people.length ? <AssigneeAvatars assignees={people} /> : <span className="picker-button__text muted">No assignees</span>,
          pick: (id) => ({ assignee_ids: toggled(values.assignee_ids, id) }),
        };
      }
      case "labels": {
        const labels = lookups.labels.filter((label) => values.label_ids.includes(label.id));
        return {
          chosen: values.label_ids,
          valueText: labels.map((label) => label.name).join(", ") || "No labels",
          content: labels.length ? <LabelChips labels={labels} shown={shownLabels} /> : <span className="picker-button__text muted">No labels</span>,
          pick: (id) => ({ label_ids: toggled(values.label_ids, id) }),
        };
      }
    }
  };
  const { chosen, valueText, content, pick } = shown();

  return (
    <PickerButton name={name} valueText={valueText} choices={choices} chosen={chosen} onPick={(value) => onChange(pick(value))} className={className}>
      {content}
    </PickerButton>
  );
}
