import { useState, type ReactNode } from "react";
import { describeError } from "../http/describeError";
import { Banner } from "./Banner";
import { DestructiveDialog } from "./DestructiveDialog";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Words for the failure sentence: "remove the member". */
  action: string;
  /** Runs on confirm; a throw keeps the dialog open with the reason shown. */
  onConfirm: () => Promise<void>;
}

/** A destructive yes/no question (alertdialog): the failure reason stays inside the dialog. */
export function ConfirmDialog({ open, onClose, title, description, confirmLabel, action, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(describeError(error, action));
    }
  };

  return (
    <DestructiveDialog open={open} onClose={close} title={title} description={description} busy={busy} confirmLabel={confirmLabel} confirmProps={{ onClick: confirm }}>
      {failure && <Banner title={`${confirmLabel} failed`}>{failure}</Banner>}
    </DestructiveDialog>
  );
}
