import { useState } from "react";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import { snoozeUntil, toLocalInput } from "./snoozeChoices";

interface Props {
  open: boolean;
  onClose: () => void;
  /** What is being snoozed, for the dialog's description: "WEB-3". */
  subject: string;
  onSnooze: (till: Date) => Promise<void>;
}

/** The snooze menu's "Custom date…": a day and time in the future, in the person's own time zone. */
export function CustomSnoozeDialog({ open, onClose, subject, onSnooze }: Props) {
  const [value, setValue] = useState(() => toLocalInput(snoozeUntil(1)));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const till = new Date(value);
    if (!value || Number.isNaN(till.getTime())) return setError("Pick a day and a time.");
    if (till.getTime() <= Date.now()) return setError("Pick a time in the future.");
    setSaving(true);
    await onSnooze(till);
    setSaving(false);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Snooze until"
      description={`${subject} leaves the inbox and comes back at this time.`}
      submitLabel="Snooze"
      saving={saving}
      failureTitle="Not snoozed"
      failure={null}
      className="custom-snooze"
      onSubmit={submit}
    >
      <TextField
        label="Day and time"
        type="datetime-local"
        value={value}
        min={toLocalInput(new Date())}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
