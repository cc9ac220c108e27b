import { Suspense, useMemo } from "react";
import { LazyRichTextEditor } from "../../../editor/lazy";
import type { Mentionable } from "../../../editor/menuSources";
import { uploadDescriptionImage } from "../../../editor/uploadDescriptionImage";
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
 * Images belong to the item's comments (a new comment has no id yet), not to its attachments.
 */
export function CommentEditor({ target, label, people, initialHtml, onChange, onSubmit, autoFocus }: Props) {
  const uploadImage = useMemo(() => uploadDescriptionImage(target.slug, target.projectId, { type: "COMMENT_DESCRIPTION", id: target.itemId }), [target.slug, target.projectId, target.itemId]);
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
