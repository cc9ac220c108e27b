import { useEffect, useId, useRef, type ReactNode } from "react";
import { DismissButton } from "./DismissButton";
import { FormActions } from "./FormActions";
import "./Dialog.css";

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click outside all call this; the parent decides. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** "alertdialog" for destructive confirmations, as WAI-ARIA asks. */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, so
 * focus stays inside, Escape cancels, and focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, title, description, children, footer, role = "dialog" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> itself, outside its padded panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <DismissButton label="Close" onClick={onClose} size="large" />
          </header>
          {description && (
            <div id={descriptionId} className="dialog__description">
              {description}
            </div>
          )}
          {children && <div className="dialog__body">{children}</div>}
          {footer && <FormActions as="footer">{footer}</FormActions>}
        </div>
      )}
    </dialog>
  );
}
