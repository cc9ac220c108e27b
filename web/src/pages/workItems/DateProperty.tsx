import { TextField } from "../../components/TextField";
import { useDateDraft } from "./useDateDraft";

interface Props {
  label: string;
  value: string | null;
  min?: string;
  max?: string;
  /** The reason the current draft cannot be saved, checked before saving. */
  problem: (draft: string) => string | null;
  onSave: (value: string | null) => void;
}

/** A date property, saved as useDateDraft says; a draft with a problem shows it and is not sent. */
export function DateProperty({ label, value, min, max, problem, onSave }: Props) {
  const { draft, fieldProps } = useDateDraft(value, onSave, (day) => Boolean(problem(day)));
  const error = draft === null ? null : problem(draft);

  return <TextField label={label} type="date" min={min} max={max} error={error} {...fieldProps} />;
}
