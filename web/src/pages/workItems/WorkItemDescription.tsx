import { useState } from "react";
import { describeError } from "../../http/describeError";
import { saveDescription } from "../../stores/workItemDetail";
import { htmlToPlainText, plainTextToHtml } from "./descriptionHtml";
import { TextParagraphs } from "./TextParagraphs";

interface Props {
  slug: string;
  projectId: string;
  id: string;
  html: string;
  editable: boolean;
  /** Called after a save, so the timeline can show the new line. */
  onSaved: () => void;
}

type SaveStatus = { kind: "idle" | "saving" | "saved" } | { kind: "failed"; message: string };

/**
 * The description as plain text until the rich-text editor arrives: saved when the field is left, with
 * "Saving…" and "Saved" said aloud. A failed save keeps the text so nothing typed is lost.
 */
export function WorkItemDescription({ slug, projectId, id, html, editable, onSaved }: Props) {
  const [text, setText] = useState(() => htmlToPlainText(html));
  const [savedText, setSavedText] = useState(text);
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });

  if (!editable) {
    return (
      <section className="work-item-description" aria-label="Description">
        {htmlToPlainText(html).trim() ? <TextParagraphs html={html} /> : <p className="muted">No description.</p>}
      </section>
    );
  }

  const save = async () => {
    if (text === savedText) return;
    const sending = text;
    setStatus({ kind: "saving" });
    try {
      await saveDescription(slug, projectId, id, plainTextToHtml(sending));
      setSavedText(sending);
      setStatus({ kind: "saved" });
      onSaved();
    } catch (error) {
      setStatus({ kind: "failed", message: describeError(error, "save the description") });
    }
  };

  return (
    <div className="work-item-description field">
      <label className="field__label" htmlFor={`description-${id}`}>
        Description
      </label>
      <textarea
        id={`description-${id}`}
        className="field__input field__input--multiline"
        rows={6}
        placeholder="Add a description…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void save()}
      />
      <p className={status.kind === "failed" ? "field__error" : "field__hint"} role="status">
        {status.kind === "saving" ? "Saving…" : status.kind === "saved" ? "Saved" : status.kind === "failed" ? status.message : ""}
      </p>
    </div>
  );
}
