import { useState, type ReactNode } from "react";
import { describeError } from "../http/describeError";
import { Banner } from "./Banner";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

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
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure && <Banner title={`${confirmLabel} failed`}>{failure}</Banner>}
    </Dialog>
  );
}
