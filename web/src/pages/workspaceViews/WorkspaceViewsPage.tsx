import { useCallback, useEffect } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { WORKSPACE_VIEWS, type WorkspaceView } from "../../../../api/contract/workItemDisplay";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { loadMoreWorkspaceWorkItems, loadWorkspaceWorkItems, workspaceWorkItems } from "../../stores/workspaceWorkItems";
import { ComingWithFeature } from "../workspace/ComingWithFeature";
import { WorkspaceItemsTable } from "./WorkspaceItemsTable";
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

/** /{slug}/workspace-views/{view}/: work items across every project the person can read, newest first. */
export function WorkspaceViewsPage({ slug, view }: { slug: string; view: string }) {
  if (!isView(view)) {
    return <ComingWithFeature title="Page not found" status="No such view" message="The workspace views are All work items, Assigned, Created and Subscribed." />;
  }
  return <WorkspaceViewTable slug={slug} view={view} />;
}

function WorkspaceViewTable({ slug, view }: { slug: string; view: WorkspaceView }) {
  const list = useSnapshot(workspaceWorkItems);
  useDocumentTitle(`${VIEW_TITLES[view]} · Views`);

  useEffect(() => {
    void loadWorkspaceWorkItems(slug, view);
  }, [slug, view]);
  const onMore = useCallback(() => void loadMoreWorkspaceWorkItems(slug, view), [slug, view]);

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
      <WorkspaceItemsTable
        slug={slug}
        list={list}
        current={list.owner === `${slug}/${view}`}
        onRetry={() => void loadWorkspaceWorkItems(slug, view)}
        onMore={onMore}
        empty={
          <div className="empty-state">
            <p className="empty-state__title">No work items here</p>
            <p className="muted">{VIEW_EMPTY[view]}</p>
          </div>
        }
      />
    </section>
  );
}
