import { useState } from "react";
import type { Snapshot } from "valtio";
import { workItemKey } from "../../../../api/contract/workItems";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { InlineNameInput } from "../../components/InlineNameInput";
import { describeError } from "../../http/describeError";
import type { Project, WorkItem } from "../../http/types";
import { deleteDraft, moveDraftToProject, renameDraft } from "../../stores/drafts";
import { showToast } from "../../stores/toasts";
import { relativeTime } from "../workItems/relativeTime";

interface Props {
  slug: string;
  draft: Snapshot<WorkItem>;
  /** Undefined while the projects load. */
  project: Snapshot<Project> | undefined;
}

/** One draft: its project, a name edited in place, and the moves out of the list (to its project, or gone). */
export function DraftRow({ slug, draft, project }: Props) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const name = draft.name || "Untitled";

  const move = async () => {
    setMoving(true);
    try {
      const item = await moveDraftToProject(slug, draft.id);
      const key = project ? workItemKey(project.identifier, item.sequence_id) : null;
      showToast({
        tone: "success",
        title: key ? `Moved to ${project?.name} as ${key}` : "Moved to its project",
        message: `“${item.name}” is a work item now.`,
        action: key ? { label: `Open ${key}`, href: `/${slug}/browse/${key}/` } : undefined,
        durationMs: 10_000,
      });
    } catch (error) {
      setMoving(false);
      showToast({ tone: "danger", title: "Draft not moved", message: describeError(error, "move the draft to its project") });
    }
  };

  return (
    <li className="paged-list__row draft-row">
      <span className="draft-row__project" title={project?.name}>
        {project?.identifier ?? "…"}
      </span>
      {editing ? (
        <InlineNameInput
          name={draft.name}
          className="field__input draft-row__input"
          label="Draft name"
          onDone={(next) => {
            setEditing(false);
            if (next !== null) void renameDraft(slug, draft.id, next);
          }}
        />
      ) : (
        <button type="button" className="draft-row__name" title="Rename" aria-label={`Rename draft ${name}`} onClick={() => setEditing(true)}>
          {name}
        </button>
      )}
      <time className="muted paged-list__time" dateTime={draft.updated_at}>
        {relativeTime(draft.updated_at)}
      </time>
      <Button variant="secondary" loading={moving} aria-label={`Move ${name} to project`} onClick={() => void move()}>
        Move to project
      </Button>
      <Button variant="ghost" aria-label={`Delete draft ${name}`} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete draft?"
        description={`“${name}” is deleted. This cannot be undone.`}
        confirmLabel="Delete draft"
        action="delete the draft"
        onConfirm={() => deleteDraft(slug, draft)}
      />
    </li>
  );
}
