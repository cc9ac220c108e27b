import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../../components/Button";
import { TextAreaField } from "../../../components/TextAreaField";
import type { ProjectMember } from "../../../http/types";
import { addComment, loadComments, workItemComments } from "../../../stores/workItemComments";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { plainTextToHtml } from "../descriptionHtml";
import { CommentItem } from "./CommentItem";
import { useInlineSubmit } from "./useInlineSubmit";
import { Widget, WidgetStatus } from "./Widget";

interface Props {
  target: ItemTarget;
  members: readonly ProjectMember[];
  /** The caller's user id: their own comments can be edited, their reactions toggled. */
  userId: string;
  /** Project admins may delete anyone's comment (the server's rule). */
  isAdmin: boolean;
  /** An archived item's discussion is shown as it was: no box to add to it, no edits, deletes or reactions. */
  readOnly?: boolean;
}

/** The discussion, oldest first; every role that sees the item may comment, guests included. */
export function CommentsWidget({ target, members, userId, isAdmin, readOnly = false }: Props) {
  const { itemId, comments, state } = useSnapshot(workItemComments);
  const mine = itemId === target.itemId;
  const names = new Map(members.map((entry) => [entry.member.id, entry.member.display_name]));

  useEffect(() => {
    void loadComments(target);
  }, [target]);

  return (
    <Widget title="Comments" count={mine ? comments.length : undefined}>
      <WidgetStatus state={mine ? state : "loading"} what="comments" onRetry={() => void loadComments(target)} />
      {mine && state === "ready" && (
        <ol className="widget__list comments">
          {comments.length === 0 && <li className="muted">No comments yet.</li>}
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              target={target}
              comment={comment}
              // A deleted account leaves no author, and someone who has left is no longer in the member list.
              author={(comment.actor && names.get(comment.actor)) ?? "A former member"}
              userId={userId}
              canDelete={!readOnly && (comment.actor === userId || isAdmin)}
              readOnly={readOnly}
            />
          ))}
        </ol>
      )}
      {!readOnly && <AddCommentForm target={target} />}
    </Widget>
  );
}

function AddCommentForm({ target }: { target: ItemTarget }) {
  const [text, setText] = useState("");
  const { busy, error, run } = useInlineSubmit("add the comment");

  const submit = async () => {
    if (text.trim() && (await run(() => addComment(target, plainTextToHtml(text))))) setText("");
  };

  return (
    <form
      className="comments__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField label="Add a comment" value={text} error={error} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" loading={busy} disabled={!text.trim()}>
        Comment
      </Button>
    </form>
  );
}
