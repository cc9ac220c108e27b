import { useState } from "react";
import type { Snapshot } from "valtio";
import { Button } from "../../../components/Button";
import { RichTextView } from "../../../components/RichTextView";
import type { Mentionable } from "../../../editor/menuSources";
import type { WorkItemComment } from "../../../http/types";
import { commentReactionSlot, deleteComment, editComment } from "../../../stores/workItemComments";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { relativeTime } from "../relativeTime";
import { CommentEditor } from "./CommentEditor";
import { ReactionBar } from "./ReactionBar";

interface Props {
  target: ItemTarget;
  comment: Snapshot<WorkItemComment>;
  author: string;
  userId: string;
  canDelete: boolean;
  /** On an archived item the comment is shown with its reactions but cannot be changed. */
  readOnly: boolean;
  people: readonly Mentionable[];
}

/** One comment: author, when, "edited", its text, reactions, and edit or delete for those allowed. */
export function CommentItem({ target, comment, author, userId, canDelete, readOnly, people }: Props) {
  const [draft, setDraft] = useState<{ html: string; empty: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const own = comment.actor === userId && !readOnly;

  // The editor stays open until the server answers: the comment then shows the HTML the server sanitised,
  // never the editor's own.
  const save = async () => {
    if (draft === null || draft.empty || saving) return;
    setSaving(true);
    await editComment(target, comment.id, draft.html);
    setSaving(false);
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
          <RichTextView html={comment.comment_html} empty="" />
        </div>
      ) : (
        <form
          className="comment__edit"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <CommentEditor
            target={target}
            label="Edit comment"
            people={people}
            initialHtml={comment.comment_html}
            autoFocus
            onChange={(html, empty) => setDraft({ html, empty })}
            onSubmit={() => void save()}
          />
          <Button type="submit" loading={saving} disabled={draft.empty}>
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
          <Button variant="ghost" onClick={() => setDraft({ html: comment.comment_html, empty: false })}>
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
