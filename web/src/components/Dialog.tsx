import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "./Button";
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
  /**
   * Something typed would be lost: Escape, the close button and a click outside ask "Discard this draft?"
   * first. An untouched dialog closes at once.
   */
  confirmDiscard?: boolean;
}

/**
 * Where focus lands on opening: the first field, so typing starts at once (React's autoFocus fires before
 * showModal() makes the field focusable); with no field, a confirmation's first (least destructive) button.
 */
function initialFocus(dialog: HTMLDialogElement, role: DialogProps["role"]): HTMLElement | null {
  const field = dialog.querySelector<HTMLElement>(".dialog__body :is(input:not([type=hidden]), textarea, select):not(:disabled)");
  if (field || role !== "alertdialog") return field;
  return dialog.querySelector<HTMLElement>(".dialog__panel > footer button:not(:disabled)");
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, so
 * focus stays inside, Escape cancels, and focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, title, description, children, footer, role = "dialog", confirmDiscard = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus(dialog, role)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, role]);

  const requestClose = () => {
    if (confirmDiscard) setAskingToDiscard(true);
    else onClose();
  };

  return (
    <>
      <dialog
        ref={ref}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
        onMouseDown={(event) => {
          // A press on the backdrop lands on the <dialog> itself, outside its padded panel.
          if (event.target === event.currentTarget) requestClose();
        }}
      >
        {open && (
          <div className="dialog__panel">
            <header className="dialog__header">
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
              <DismissButton label="Close" onClick={requestClose} size="large" />
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
      {confirmDiscard && (
        <Dialog
          open={open && askingToDiscard}
          onClose={() => setAskingToDiscard(false)}
          role="alertdialog"
          title="Discard this draft?"
          description="What you typed in this dialog is lost if you close it."
          footer={
            <>
              <Button variant="secondary" onClick={() => setAskingToDiscard(false)}>
                Keep editing
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setAskingToDiscard(false);
                  onClose();
                }}
              >
                Discard
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
