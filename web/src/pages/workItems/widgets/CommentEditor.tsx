import { Suspense, useCallback } from "react";
import { LazyRichTextEditor } from "../../../editor/lazy";
import type { Mentionable } from "../../../editor/menuSources";
import { uploadAttachment } from "../../../stores/workItemAttachments";
import type { ItemTarget } from "../../../stores/workItemDetail";

interface Props {
  target: ItemTarget;
  label: string;
  people: readonly Mentionable[];
  initialHtml?: string;
  onChange: (html: string, empty: boolean) => void;
  /** Mod+Enter. */
  onSubmit: () => void;
  autoFocus?: boolean;
}

/**
 * A comment's rich text: the same editor as the description, not collaborative (its own undo history).
 * Images go up as the item's attachments, as in the description.
 */
export function CommentEditor({ target, label, people, initialHtml, onChange, onSubmit, autoFocus }: Props) {
  const uploadImage = useCallback((file: File, onProgress: (progress: number) => void) => uploadAttachment(target, file, onProgress), [target]);
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          Loading the editor…
        </p>
      }
    >
      <LazyRichTextEditor
        label={label}
        placeholder="Write a comment… Type / for blocks, @ to mention"
        editable
        initialHtml={initialHtml ?? ""}
        onChange={onChange}
        onSubmit={onSubmit}
        slug={target.slug}
        people={people}
        uploadImage={uploadImage}
        autoFocus={autoFocus ?? false}
      />
    </Suspense>
  );
}
