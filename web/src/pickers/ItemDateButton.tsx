import { useState } from "react";
import { DateButton } from "./DateButton";
import { dateOrderProblem, type DateProperty } from "./dateOrder";

interface Props {
  property: DateProperty;
  name: string;
  value: string | null;
  /** The item's other day: the start for a due date, the due date for a start. */
  other: string | null;
  onSave: (day: string | null) => void;
  className?: string;
}

/**
 * A saved item's day (the detail page, a spreadsheet cell): a pick is saved at once, unless it falls on the
 * wrong side of the other day; then nothing is sent and the reason stays under the button until a valid day
 * is picked or Escape drops it. Clearing always saves.
 */
export function ItemDateButton({ property, name, value, other, onSave, className }: Props) {
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (day: string | null) => {
    const refusal = dateOrderProblem(property, day, other);
    setProblem(refusal);
    if (!refusal && day !== value) onSave(day);
  };

  return <DateButton property={property} name={name} value={value} onPick={pick} problem={problem} onDismissProblem={() => setProblem(null)} className={className} />;
}
