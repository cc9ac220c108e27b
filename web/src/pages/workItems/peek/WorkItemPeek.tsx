import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { workItemKey } from "../../../../../api/contract/workItems";
import { Button } from "../../../components/Button";
import { DismissButton } from "../../../components/DismissButton";
import type { Project, RoleValue } from "../../../http/types";
import { workItemCache } from "../../../stores/workItemCache";
import { openWorkItemById, workItemDetail } from "../../../stores/workItemDetail";
import { WorkItemDetailBody } from "../WorkItemDetailBody";
import { usePeek } from "./usePeek";
import "./WorkItemPeek.css";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
}

/**
 * The peek overview: the work item named by `?peekId=` in a panel over the list, with everything the
 * detail page shows. Mount it once beside a project's list; it renders nothing without the parameter.
 */
export function WorkItemPeek({ slug, project, workspaceRole }: Props) {
  const { peekId, closePeek } = usePeek();
  if (!peekId) return null;
  return <PeekPanel key={peekId} slug={slug} project={project} workspaceRole={workspaceRole} peekId={peekId} onClose={closePeek} />;
}

/** Keys typed into a field or the editor are theirs: Escape there cancels the edit, not the peek. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function PeekPanel({ slug, project, workspaceRole, peekId, onClose }: Props & { peekId: string; onClose: () => void }) {
  const detail = useSnapshot(workItemDetail);
  const { byId } = useSnapshot(workItemCache);
  const panel = useRef<HTMLDivElement>(null);
  const item = detail.key === peekId && detail.id ? byId[detail.id] : undefined;
  const key = item ? workItemKey(project.identifier, item.sequence_id) : null;

  useEffect(() => {
    void openWorkItemById(slug, project.id, peekId);
  }, [slug, project.id, peekId]);

  // Focus moves into the panel when it opens and back to where it was (the clicked row) when it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || isEditing(event.target)) return;
      // A confirmation opened from the peek takes its own Escape first.
      if (document.querySelector("dialog[open]")) return;
      onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const closeButton = <DismissButton label="Close preview" onClick={onClose} size="large" />;
  const loading = detail.key !== peekId || detail.state === "idle" || detail.state === "loading";

  return (
    <div ref={panel} className="peek" role="dialog" aria-modal="false" aria-label={key ? `Preview of ${key}` : "Work item preview"} tabIndex={-1}>
      {item && key ? (
        <WorkItemDetailBody
          slug={slug}
          item={item}
          project={project}
          workspaceRole={workspaceRole}
          variant="peek"
          onGone={onClose}
          headerExtra={
            <>
              <Link href={`~/${slug}/browse/${key}/`} className="peek__full-page">
                Open in full page
              </Link>
              {closeButton}
            </>
          }
        />
      ) : (
        <div className="peek__status">
          <div className="peek__status-bar">{closeButton}</div>
          {loading ? (
            <p className="muted" role="status">
              Loading work item…
            </p>
          ) : detail.state === "not-found" ? (
            <p role="alert">This work item was deleted, moved to another project, or you may no longer see it. Close the preview and pick another.</p>
          ) : (
            <p role="alert">
              The work item did not load. Check your connection and{" "}
              <Button variant="link" onClick={() => void openWorkItemById(slug, project.id, peekId)}>
                try again
              </Button>
              .
            </p>
          )}
        </div>
      )}
    </div>
  );
}
