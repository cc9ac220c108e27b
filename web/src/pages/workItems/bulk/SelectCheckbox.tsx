import { useSnapshot } from "valtio";
import { workItemFocus } from "../../../stores/workItemFocus";
import "./SelectCheckbox.css";

interface Props {
  /** The row's key or name, for "Select WEB-3". */
  label: string;
  selected: boolean;
}

/**
 * A row's selection box. Its click is handled by the row (pointerSelection), which knows the order a
 * Shift+click spans. Shown on hover and focus, and on every row once anything is selected; out of the
 * Tab order, since x selects from the keyboard.
 */
export function SelectCheckbox({ label, selected }: Props) {
  const { selectedIds } = useSnapshot(workItemFocus);
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={selected}
      aria-label={`Select ${label}`}
      title={`Select ${label} (x; Shift+click selects a range)`}
      tabIndex={-1}
      className="select-checkbox"
      data-select-toggle=""
      data-shown={selectedIds.length > 0 || undefined}
    >
      <span className="select-checkbox__box" aria-hidden="true">
        {selected ? "✓" : ""}
      </span>
    </button>
  );
}
