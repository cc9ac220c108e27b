import { useId } from "react";
import { localToday, formatDay } from "../pages/workItems/workItemDisplay";
import type { DateProperty } from "./dateOrder";
import { NO_DATE } from "./pickerOptions";
import { PickerButton } from "./PickerButton";
import { PROPERTY_NAMES, propertyChoices, type PickerLookups } from "./propertyChoices";
import "./PropertyButton.css";

interface Props {
  property: DateProperty;
  /** "Due date", or "Due date of WEB-3" where several items' buttons share a screen. */
  name: string;
  value: string | null;
  /** A day or null (the "No due date" choice); whether it is kept is the caller's to decide. */
  onPick: (day: string | null) => void;
  /** Why the day picked last was not taken, said right under the button; null when nothing was refused. */
  problem?: string | null;
  /** Escape on the button while a problem shows: drop it. */
  onDismissProblem?: () => void;
  className?: string;
}

/** A date picker has no states, labels or members to offer. */
const NO_LOOKUPS: PickerLookups = { states: [], labels: [], members: [] };

/**
 * One of a work item's days as a button opening the searchable date picker (presets, a typed yyyy-mm-dd or
 * "in 3 days", and a choice to clear it), with the reason a pick was refused under it.
 */
export function DateButton({ property, name, value, onPick, problem, onDismissProblem, className }: Props) {
  const problemId = useId();
  const choices = () => propertyChoices(property, NO_LOOKUPS, null, localToday());
  const valueText = value ? formatDay(value) : `No ${PROPERTY_NAMES[property].toLowerCase()}`;

  return (
    <>
      <PickerButton
        name={name}
        valueText={valueText}
        choices={choices}
        chosen={[value ?? NO_DATE]}
        onPick={(day) => onPick(day || null)}
        className={className}
        problemId={problem ? problemId : undefined}
        onEscape={problem ? onDismissProblem : undefined}
      >
        <span className={`picker-button__text${value ? "" : " muted"}`}>{valueText}</span>
      </PickerButton>
      {problem && (
        <p id={problemId} role="alert" className="date-problem">
          {problem}
        </p>
      )}
    </>
  );
}
