import { useId, type ReactNode } from "react";
import { Banner } from "./Banner";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The submit button's words: "Create project". */
  submitLabel: string;
  saving: boolean;
  /** Banner heading over a failure that no field explains: "Project not created". */
  failureTitle: string;
  failure: string | null;
  className: string;
  onSubmit: () => Promise<void>;
  /** Something has been typed: closing by Escape, the close button or a click outside asks first. */
  confirmDiscard?: boolean;
  /** Options and other ways to save at the footer's start, apart from Cancel and submit ("Create more", "Save as draft"). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/** A dialog holding one form, submitted from the Cancel / submit footer outside it. */
export function FormDialog({ open, onClose, title, description, submitLabel, saving, failureTitle, failure, className, onSubmit, confirmDiscard, footerStart, children }: Props) {
  // The footer sits outside the form, so the submit button reaches it through this id.
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      confirmDiscard={confirmDiscard && !saving}
      footer={
        <>
          {footerStart && <div className="form-actions__start">{footerStart}</div>}
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        aria-busy={saving || undefined}
      >
        {failure && <Banner title={failureTitle}>{failure}</Banner>}
        {children}
      </form>
    </Dialog>
  );
}
