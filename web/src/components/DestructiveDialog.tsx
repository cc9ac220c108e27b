import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./Button";
import { Dialog } from "./Dialog";

interface Props {
  open: boolean;
  /** Escape, Close and Cancel all call this; the caller refuses while busy. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Disables Cancel too: the action is under way and cannot be called back. */
  busy: boolean;
  confirmLabel: string;
  /** The danger button's own wiring: a click handler, or type="submit" with a form id. */
  confirmProps: Pick<ButtonProps, "onClick" | "type" | "form" | "disabled">;
  children?: ReactNode;
}

/** The frame of a destructive question: an alertdialog (as WAI-ARIA asks) ending in Cancel, then the danger action. */
export function DestructiveDialog({ open, onClose, title, description, busy, confirmLabel, confirmProps, children }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" {...confirmProps} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
