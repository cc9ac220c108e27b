import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { canDeleteWorkItem, canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { PagedList } from "../../components/PagedList";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { archivedWorkItems, loadArchivedWorkItems, loadMoreArchivedWorkItems } from "../../stores/archivedWorkItems";
import { session } from "../../stores/session";
import { useProjectLookups } from "../workItems/useProjectLookups";
import { ArchivedRow } from "./ArchivedRow";
import "./Archives.css";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
}

/** /{slug}/projects/{id}/archives/issues/: finished work taken out of the lists, to restore or delete. */
export function ArchivedWorkItemsPage({ slug, project, workspaceRole }: Props) {
  const { owner, items, state, moreState, nextCursor, totalCount } = useSnapshot(archivedWorkItems);
  const { user } = useSnapshot(session);
  const lookups = useProjectLookups(slug, project.id);
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const allowed = canEditProjectContent(role);
  const current = owner === project.id;
  useDocumentTitle(`Archived work items · ${project.name}`);

  useEffect(() => {
    if (allowed) void loadArchivedWorkItems(slug, project.id);
  }, [slug, project.id, allowed]);

  if (!allowed) {
    return (
      <section className="archives-page" aria-labelledby="archives-title">
        <h1 id="archives-title">Archived work items</h1>
        <div className="empty-state">
          <p className="empty-state__title">Not available to guests</p>
          <p className="muted">Only project members and admins see archived work items. Ask a project admin if you need access.</p>
        </div>
      </section>
    );
  }

  return (
    <section className="archives-page" aria-labelledby="archives-title">
      <header>
        <h1 id="archives-title">Archived work items</h1>
        <p className="muted">{current && state === "ready" ? `${totalCount} archived in ${project.name}` : `Archived in ${project.name}`}</p>
      </header>
      <PagedList
        current={current}
        state={state}
        count={items.length}
        loadingText="Loading archived work items…"
        failedTitle="Could not load the archived work items"
        onRetry={() => void loadArchivedWorkItems(slug, project.id)}
        empty={
          <div className="empty-state">
            <p className="empty-state__title">No archived work items</p>
            <p className="muted">Completed or cancelled work items you archive leave the project's lists and wait here, ready to be restored.</p>
          </div>
        }
        label="Archived work items"
        hasMore={Boolean(nextCursor)}
        moreState={moreState}
        moreLabel="Load more"
        moreError="The next archived work items did not load. Check your connection and try again."
        onMore={() => void loadMoreArchivedWorkItems(slug, project.id)}
      >
        {items.map((item) => (
          <ArchivedRow
            key={item.id}
            slug={slug}
            project={project}
            item={item}
            state={lookups.states.find((entry) => entry.id === item.state_id)}
            canDelete={canDeleteWorkItem(role, item.created_by, user?.id)}
          />
        ))}
      </PagedList>
    </section>
  );
}
