import { useEffect, useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../../components/Button";
import type { ProjectMember } from "../../../http/types";
import { addComment, loadComments, workItemComments } from "../../../stores/workItemComments";
import type { ItemTarget } from "../../../stores/workItemDetail";
import type { Mentionable } from "../../../editor/menuSources";
import { CommentEditor } from "./CommentEditor";
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
  const people = useMemo(() => members.map((entry) => ({ id: entry.member.id, name: entry.member.display_name })), [members]);

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
              people={people}
            />
          ))}
        </ol>
      )}
      {!readOnly && <AddCommentForm target={target} people={people} />}
    </Widget>
  );
}

function AddCommentForm({ target, people }: { target: ItemTarget; people: readonly Mentionable[] }) {
  const [draft, setDraft] = useState({ html: "", empty: true });
  // A posted comment empties the box by starting a new editor.
  const [round, setRound] = useState(0);
  const { busy, error, run } = useInlineSubmit("add the comment");

  const submit = async () => {
    if (draft.empty || busy) return;
    if (await run(() => addComment(target, draft.html))) {
      setDraft({ html: "", empty: true });
      setRound((value) => value + 1);
    }
  };

  return (
    <form
      className="comments__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CommentEditor key={round} autoFocus={round > 0} target={target} label="Add a comment" people={people} onChange={(html, empty) => setDraft({ html, empty })} onSubmit={() => void submit()} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} disabled={draft.empty}>
        Comment
      </Button>
    </form>
  );
}
