import { useCallback, useEffect, useMemo } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { DEFAULT_DISPLAY_PROPERTIES, WORKSPACE_VIEWS, type WorkspaceView } from "../../../../api/contract/workItemDisplay";
import { workItemKey } from "../../../../api/contract/workItems";
import { Button } from "../../components/Button";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { loadMembers, members } from "../../stores/members";
import { loadProjects, projects } from "../../stores/projects";
import { workItemCache } from "../../stores/workItemCache";
import { loadMoreWorkspaceWorkItems, loadWorkspaceLookups, loadWorkspaceWorkItems, workspaceLookups, workspaceWorkItems } from "../../stores/workspaceWorkItems";
import { ListStatus } from "../workItems/layouts/ListStatus";
import { visibleColumns } from "../workItems/layouts/spreadsheet/columns";
import { SpreadsheetTable } from "../workItems/layouts/spreadsheet/SpreadsheetTable";
import { ComingWithFeature } from "../workspace/ComingWithFeature";
import "./WorkspaceViews.css";

const VIEW_TITLES: Record<WorkspaceView, string> = {
  "all-issues": "All work items",
  assigned: "Assigned",
  created: "Created",
  subscribed: "Subscribed",
};

const VIEW_EMPTY: Record<WorkspaceView, string> = {
  "all-issues": "No project you can open has work items yet.",
  assigned: "Nothing is assigned to you in the projects you can open.",
  created: "You have not created a work item yet.",
  subscribed: "You do not follow any work item yet. Subscribe from a work item's page to see it here.",
};

const isView = (value: string): value is WorkspaceView => (WORKSPACE_VIEWS as readonly string[]).includes(value);

/**
 * /{slug}/workspace-views/{view}/: work items across every project the person can read, as a read-only
 * spreadsheet newest first (SPEC.md section 4, global views). Editing happens on the item's own page,
 * where the states offered are its project's.
 */
export function WorkspaceViewsPage({ slug, view }: { slug: string; view: string }) {
  if (!isView(view)) {
    return <ComingWithFeature title="Page not found" status="No such view" message="The workspace views are All work items, Assigned, Created and Subscribed." />;
  }
  return <WorkspaceViewTable slug={slug} view={view} />;
}

function WorkspaceViewTable({ slug, view }: { slug: string; view: WorkspaceView }) {
  const list = useSnapshot(workspaceWorkItems);
  const lookups = useSnapshot(workspaceLookups);
  const { active } = useSnapshot(projects);
  const people = useSnapshot(members);
  const { byId } = useSnapshot(workItemCache);
  const [, navigate] = useLocation();
  useDocumentTitle(`${VIEW_TITLES[view]} · Views`);

  useEffect(() => {
    void loadWorkspaceWorkItems(slug, view);
  }, [slug, view]);
  useEffect(() => {
    void loadWorkspaceLookups(slug);
    void loadProjects(slug);
    void loadMembers(slug);
  }, [slug]);

  const identifiers = new Map(active.map((project) => [project.id, project.identifier]));
  // Kept while their sources are unchanged, so the table's memoised lookups and row count do not redo their work every render.
  const ids = useMemo(() => list.items.map((item) => item.id), [list.items]);
  const tableLookups = useMemo(
    () => ({ states: lookups.lists.states, labels: lookups.lists.labels, members: people.members.map((entry) => ({ ...entry, created_at: entry.joining_date })) }),
    [lookups.lists, people.members],
  );
  const current = list.owner === `${slug}/${view}`;
  const { nextCursor, moreState } = list;
  const onNearEnd = useCallback(() => {
    if (nextCursor && moreState === "idle") void loadMoreWorkspaceWorkItems(slug, view);
  }, [slug, view, nextCursor, moreState]);
  const keyOf = (id: string) => {
    const item = byId[id];
    return item ? workItemKey(identifiers.get(item.project_id) ?? "…", item.sequence_id) : null;
  };

  return (
    <section className="workspace-views" aria-labelledby="workspace-views-title">
      <header className="workspace-views__header">
        <h1 id="workspace-views-title">Views</h1>
        <nav aria-label="Workspace views" className="workspace-views__tabs">
          {WORKSPACE_VIEWS.map((entry) => (
            <Link key={entry} href={`/workspace-views/${entry}/`} aria-current={entry === view ? "page" : undefined} className="workspace-views__tab">
              {VIEW_TITLES[entry]}
            </Link>
          ))}
        </nav>
      </header>
      <ListStatus current={current} state={list.state} onRetry={() => void loadWorkspaceWorkItems(slug, view)}>
        {ids.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No work items here</p>
            <p className="muted">{VIEW_EMPTY[view]}</p>
          </div>
        ) : (
          <>
            <p className="muted">
              {list.totalCount} work item{list.totalCount === 1 ? "" : "s"}, newest first
            </p>
            <SpreadsheetTable
              ids={ids}
              total={list.totalCount}
              identifierOf={(item) => identifiers.get(item.project_id) ?? "…"}
              lookups={tableLookups}
              columns={visibleColumns(DEFAULT_DISPLAY_PROPERTIES)}
              showKey
              orderBy="-created_at"
              canEdit={false}
              onOpen={(id) => {
                const key = keyOf(id);
                if (key) navigate(`/browse/${key}/`);
              }}
              onEdit={() => undefined}
              onNearEnd={onNearEnd}
            />
            {moreState === "error" && (
              <p role="alert">
                More work items did not load.{" "}
                <Button variant="link" onClick={() => void loadMoreWorkspaceWorkItems(slug, view)}>
                  Try again
                </Button>
              </p>
            )}
          </>
        )}
      </ListStatus>
    </section>
  );
}
