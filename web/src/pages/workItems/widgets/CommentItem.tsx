import { useState } from "react";
import type { Snapshot } from "valtio";
import { Button } from "../../../components/Button";
import type { WorkItemComment } from "../../../http/types";
import { commentReactionSlot, deleteComment, editComment } from "../../../stores/workItemComments";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { htmlToPlainText, plainTextToHtml } from "../descriptionHtml";
import { relativeTime } from "../relativeTime";
import { TextParagraphs } from "../TextParagraphs";
import { ReactionBar } from "./ReactionBar";

interface Props {
  target: ItemTarget;
  comment: Snapshot<WorkItemComment>;
  author: string;
  userId: string;
  canDelete: boolean;
  /** On an archived item the comment is shown with its reactions but cannot be changed. */
  readOnly: boolean;
}

/** One comment: author, when, "edited", its text, reactions, and edit or delete for those allowed. */
export function CommentItem({ target, comment, author, userId, canDelete, readOnly }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const own = comment.actor === userId && !readOnly;
  const editId = `comment-edit-${comment.id}`;

  const save = () => {
    if (draft === null || !draft.trim()) return;
    void editComment(target, comment.id, plainTextToHtml(draft));
    setDraft(null);
  };

  return (
    <li className="comment">
      <p className="comment__meta">
        <strong>{author}</strong>{" "}
        <time className="muted" dateTime={comment.created_at} title={new Date(comment.created_at).toLocaleString()}>
          {relativeTime(comment.created_at)}
        </time>
        {comment.edited_at && <span className="muted"> · edited</span>}
      </p>
      {draft === null ? (
        <div className="comment__body">
          <TextParagraphs html={comment.comment_html} />
        </div>
      ) : (
        <form
          className="comment__edit"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label className="visually-hidden" htmlFor={editId}>
            Edit comment
          </label>
          <textarea id={editId} className="field__input field__input--multiline" rows={3} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" disabled={!draft.trim()}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </form>
      )}
      <div className="comment__actions">
        <ReactionBar reactions={comment.comment_reactions} slot={() => commentReactionSlot(target, comment.id)} userId={userId} disabled={readOnly} />
        {own && draft === null && (
          <Button variant="ghost" onClick={() => setDraft(htmlToPlainText(comment.comment_html))}>
            Edit
          </Button>
        )}
        {canDelete && (
          <Button variant="ghost" onClick={() => void deleteComment(target, comment.id)}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
