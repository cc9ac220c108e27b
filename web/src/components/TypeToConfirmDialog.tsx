import { useId, useState, type FormEvent, type ReactNode } from "react";
import { describeError } from "../http/describeError";
import { Banner } from "./Banner";
import { DestructiveDialog } from "./DestructiveDialog";
import { TextField } from "./TextField";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Says what is lost and what to type. */
  description: ReactNode;
  fieldLabel: string;
  fieldName: string;
  /** Whether what was typed is the expected words; the confirm button stays disabled until then. */
  matches: (typed: string) => boolean;
  confirmLabel: string;
  /** The failure banner's title: "Workspace not deleted". */
  failureTitle: string;
  /** Words for the failure sentence: "delete the workspace". */
  action: string;
  /** Runs on confirm and leaves the page on success; a throw keeps the dialog open with the reason. */
  onConfirm: () => Promise<void>;
}

/**
 * A destructive action that cannot be undone, confirmed by typing a name (alertdialog).
 * Unlike ConfirmDialog, a yes is not enough: typing the name proves the right thing is going.
 */
export function TypeToConfirmDialog({ open, onClose, title, description, fieldLabel, fieldName, matches, confirmLabel, failureTitle, action, onConfirm }: Props) {
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const confirmed = matches(typed);

  const close = () => {
    if (busy) return;
    setTyped("");
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      // Success navigates away, so the dialog stays busy rather than flash back to idle.
      await onConfirm();
    } catch (error) {
      setFailure(describeError(error, action));
      setBusy(false);
    }
  };

  return (
    <DestructiveDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      busy={busy}
      confirmLabel={confirmLabel}
      confirmProps={{ type: "submit", form: formId, disabled: !confirmed }}
    >
      <form id={formId} onSubmit={submit} noValidate>
        {failure && <Banner title={failureTitle}>{failure}</Banner>}
        <TextField label={fieldLabel} name={fieldName} autoComplete="off" spellCheck={false} autoFocus value={typed} onChange={(event) => setTyped(event.target.value)} />
      </form>
    </DestructiveDialog>
  );
}
