import type { ReactNode } from "react";
import { showToast } from "../stores/toasts";
import { Banner } from "./Banner";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import { TextAreaField } from "./TextAreaField";
import "./SecretOnceDialog.css";

interface Props {
  /** The secret on show; null when none is (the dialog is closed). */
  secret: string | null;
  /** Forgets the secret: once closed, the page can never show it again. */
  onDone: () => void;
  title: string;
  description?: string;
  /** The field's label ("API token", "Secret"). */
  label: string;
  /** What the copy button and its toasts call the secret, lower case ("token", "secret"). */
  noun: string;
  /** The toast's message once copied: where the secret goes next. */
  copiedMessage: string;
  warningTitle: string;
  warning: ReactNode;
}

/** The one time a secret the server keeps only sealed or hashed is shown (API tokens, webhook signing secrets). */
export function SecretOnceDialog({ secret, onDone, title, description, label, noun, copiedMessage, warningTitle, warning }: Props) {
  const copy = (value: string) =>
    navigator.clipboard.writeText(value).then(
      () => showToast({ tone: "success", title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} copied`, message: copiedMessage }),
      () => showToast({ tone: "warning", title: "Could not copy", message: `Select the ${noun} and copy it yourself.` }),
    );
  return (
    <Dialog
      open={secret !== null}
      onClose={onDone}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => secret !== null && void copy(secret)}>
            Copy {noun}
          </Button>
          <Button onClick={onDone}>Done</Button>
        </>
      }
    >
      {secret !== null && (
        <div className="settings-form">
          <Banner tone="warning" title={warningTitle}>
            {warning}
          </Banner>
          {/* A text area, so the whole secret shows wrapped even on a phone; focusing it selects it all for a manual copy. */}
          <TextAreaField label={label} value={secret} readOnly rows={2} spellCheck={false} className="secret-once" onFocus={(event) => event.target.select()} />
        </div>
      )}
    </Dialog>
  );
}
