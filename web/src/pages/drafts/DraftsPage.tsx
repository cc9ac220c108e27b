import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { PagedList } from "../../components/PagedList";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { drafts, loadDrafts, loadMoreDrafts } from "../../stores/drafts";
import { loadProjects, projects } from "../../stores/projects";
import { CreateDraftForm } from "./CreateDraftForm";
import { DraftRow } from "./DraftRow";
import "./Drafts.css";

interface Props {
  slug: string;
  workspaceRole: RoleValue;
}

/** /{slug}/drafts/: the caller's unfinished work items across projects, to finish, move or drop. */
export function DraftsPage({ slug, workspaceRole }: Props) {
  const { owner, items, state, moreState, nextCursor, totalCount } = useSnapshot(drafts);
  const { active, activeState } = useSnapshot(projects);
  useDocumentTitle("Drafts");

  useEffect(() => {
    void loadDrafts(slug);
    void loadProjects(slug);
  }, [slug]);

  // Drafts can only be made (and seen, api/routes/workspaceItems/drafts.ts) where one could create the item.
  const usable = (active as readonly Project[]).filter((project) => project.archived_at === null && canEditProjectContent(effectiveProjectRole(workspaceRole, project.member_role)));
  const byId = new Map((active as readonly Project[]).map((project) => [project.id, project]));
  const current = owner === slug;

  return (
    <section className="workspace-page drafts-page" aria-labelledby="drafts-title">
      <header>
        <h1 id="drafts-title">Drafts</h1>
        <p className="muted">{current && state === "ready" ? `${totalCount} draft${totalCount === 1 ? "" : "s"}` : "Your draft work items"}</p>
      </header>
      <CreateDraftForm slug={slug} projects={usable} projectsLoading={activeState !== "ready"} />
      <PagedList
        current={current}
        state={state}
        count={items.length}
        loadingText="Loading drafts…"
        failedTitle="Could not load your drafts"
        onRetry={() => void loadDrafts(slug)}
        empty={
          <div className="empty-state">
            <p className="empty-state__title">No drafts</p>
            <p className="muted">
              A draft is a work item you are not ready to share: only you see it, in no project list, until you move it to its project. Start one above
              with a project and a name.
            </p>
          </div>
        }
        label="Drafts"
        hasMore={Boolean(nextCursor)}
        moreState={moreState}
        moreLabel="Load more drafts"
        moreError="The next drafts did not load. Check your connection and try again."
        onMore={() => void loadMoreDrafts(slug)}
      >
        {items.map((draft) => (
          <DraftRow key={draft.id} slug={slug} draft={draft} project={byId.get(draft.project_id)} />
        ))}
      </PagedList>
    </section>
  );
}
