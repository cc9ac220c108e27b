import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { Button } from "../../components/Button";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../layouts/useDocumentTitle";
import { loadWorkItems, setCreateWorkItemOpen, workItems } from "../../stores/workItems";
import { CreateWorkItemDialog } from "./CreateWorkItemDialog";
import { QuickAdd } from "./QuickAdd";
import { useProjectLookups } from "./useProjectLookups";
import { WorkItemList } from "./WorkItemList";
import "./WorkItems.css";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
}

/** /{slug}/projects/{projectId}/issues/: the project's work items as a list, with quick add and the create dialog. */
export function WorkItemsPage({ slug, project, workspaceRole }: Props) {
  const { projectId, state, ids, totalCount, createDialogOpen } = useSnapshot(workItems);
  const lookups = useProjectLookups(slug, project.id);
  // SPEC.md section 6: creating needs a project role of member or above.
  const canCreate = canEditProjectContent(effectiveProjectRole(workspaceRole, project.member_role));
  const current = projectId === project.id;
  useDocumentTitle(`Work items · ${project.name}`);

  useEffect(() => {
    void loadWorkItems(slug, project.id);
  }, [slug, project.id]);

  // A "c" pressed on another page must not pop the dialog up on arrival here, nor leave it open after.
  useEffect(() => {
    setCreateWorkItemOpen(false);
    return () => setCreateWorkItemOpen(false);
  }, [project.id]);

  const openCreate = () => setCreateWorkItemOpen(true);
  const defaultStateId = lookups.states.find((entry) => entry.default)?.id ?? null;

  return (
    <section className="work-items-page" aria-labelledby="work-items-title">
      <header className="work-items-page__header">
        <div>
          <h1 id="work-items-title">{project.name}</h1>
          <p className="muted">{current && state === "ready" ? `${totalCount} work item${totalCount === 1 ? "" : "s"}` : "Work items"}</p>
        </div>
        {canCreate && (
          <Button aria-keyshortcuts="c" title="New work item (c)" onClick={openCreate}>
            New work item
          </Button>
        )}
      </header>
      {!current || state === "idle" || state === "loading" ? (
        <p className="muted" role="status">
          Loading work items…
        </p>
      ) : state === "error" ? (
        <div role="alert" className="empty-state">
          <p className="empty-state__title">Could not load the work items</p>
          <p className="muted">
            Cairn did not answer.{" "}
            <Button variant="link" onClick={() => void loadWorkItems(slug, project.id)}>
              Try again
            </Button>
          </p>
        </div>
      ) : ids.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No work items yet</p>
          <p className="muted">{canCreate ? "Work items are the tasks, bugs and ideas of this project. Create the first one." : "Nobody has created a work item in this project yet."}</p>
          {canCreate && (
            <div className="empty-state__action">
              <Button variant="secondary" onClick={openCreate}>
                Create work item
              </Button>
            </div>
          )}
        </div>
      ) : (
        <WorkItemList slug={slug} projectId={project.id} identifier={project.identifier} lookups={lookups} />
      )}
      {canCreate && current && state === "ready" && <QuickAdd slug={slug} projectId={project.id} defaultStateId={defaultStateId} />}
      {canCreate && <CreateWorkItemDialog open={createDialogOpen} onClose={() => setCreateWorkItemOpen(false)} slug={slug} project={project} lookups={lookups} />}
    </section>
  );
}
