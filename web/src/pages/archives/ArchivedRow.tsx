import { useState } from "react";
import { Link } from "wouter";
import type { Snapshot } from "valtio";
import { workItemKey } from "../../../../api/contract/workItems";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { Project, State, WorkItem } from "../../http/types";
import { deleteArchivedWorkItem, restoreWithToast } from "../../stores/archivedWorkItems";
import { showToast } from "../../stores/toasts";
import { relativeTime } from "../workItems/relativeTime";

interface Props {
  slug: string;
  project: Project;
  item: Snapshot<WorkItem>;
  state: State | undefined;
  canDelete: boolean;
}

/** One archived item: its key and name (opening it read-only), its state, when it was archived, and its actions. */
export function ArchivedRow({ slug, project, item, state, canDelete }: Props) {
  const [restoring, setRestoring] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const key = workItemKey(project.identifier, item.sequence_id);

  const restore = async () => {
    setRestoring(true);
    const success = { message: "It is back in the project's work items.", action: { label: `Open ${key}`, href: `/${slug}/browse/${key}/` } };
    // A restored row leaves the list, so only a refusal needs the button back.
    if (!(await restoreWithToast(slug, project.id, item.id, key, success))) setRestoring(false);
  };

  return (
    <li className="paged-list__row">
      <Link href={`/archives/issues/${item.id}/`} className="archived-row__link">
        <span className="archived-row__key">{key}</span>
        <span className="archived-row__name">{item.name || "Untitled"}</span>
      </Link>
      <span className="archived-row__state">
        {state && <span className="swatch" style={{ background: state.color }} aria-hidden="true" />}
        {state?.name ?? ""}
      </span>
      {item.archived_at && (
        <time className="muted paged-list__time" dateTime={item.archived_at}>
          Archived {relativeTime(item.archived_at)}
        </time>
      )}
      <Button variant="secondary" loading={restoring} aria-label={`Restore ${key}`} onClick={() => void restore()}>
        Restore
      </Button>
      {canDelete && (
        <Button variant="ghost" aria-label={`Delete ${key}`} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${key}?`}
        description={`“${item.name}” and its history are deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete work item"
        action="delete the work item"
        onConfirm={async () => {
          await deleteArchivedWorkItem(slug, project.id, item.id);
          showToast({ tone: "success", title: `Deleted ${key}` });
        }}
      />
    </li>
  );
}
