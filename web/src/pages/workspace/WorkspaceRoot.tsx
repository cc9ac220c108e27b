import { lazy, useEffect } from "react";
import { Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { FullPageMessage } from "../../components/FullPageMessage";
import { LazyBoundary, lazyNamed } from "../../components/lazyPage";
import { AppShell } from "../../shell/AppShell";
import { WorkspaceSidebar } from "../../shell/WorkspaceSidebar";
import { WorkspaceSwitcher } from "../../shell/WorkspaceSwitcher";
import { isGuest } from "../../stores/memberRules";
import { openWorkspace, workspaces } from "../../stores/workspaces";
import { CreateProjectHost } from "../projects/CreateProjectHost";
import { ProjectShell } from "../projects/ProjectShell";
import { ProjectsPage } from "../projects/ProjectsPage";
import { ComingWithFeature, MembersOnly } from "./ComingWithFeature";
import { WorkspaceHome } from "./WorkspaceHome";

// Loaded on first use: a project's work items (ProjectShell) are what most visits open.
const WorkspaceSettings = lazy(() => import("../workspaceSettings/WorkspaceSettings"));
const DraftsPage = lazyNamed(() => import("../drafts/DraftsPage"), "DraftsPage");
const WorkspaceViewsPage = lazyNamed(() => import("../workspaceViews/WorkspaceViewsPage"), "WorkspaceViewsPage");
const WorkItemDetailPage = lazyNamed(() => import("../workItems/WorkItemDetailPage"), "WorkItemDetailPage");
const YourWorkPage = lazyNamed(() => import("../yourWork/YourWorkPage"), "YourWorkPage");
const NotificationsPage = lazyNamed(() => import("../notifications/NotificationsPage"), "NotificationsPage");

interface FeaturePage {
  path: string;
  title: string;
  message: string;
  membersOnly: boolean;
}

/** The sidebar's targets other than home (SPEC.md section 2) whose features are not built yet. */
const FEATURE_PAGES: readonly FeaturePage[] = [
  { path: "/analytics/?", title: "Analytics", message: "Cairn does not have analytics yet, so there are no charts of work across projects.", membersOnly: true },
];

/** /{workspaceSlug}/...: loads the workspace and my membership, then its sidebar and pages. */
export default function WorkspaceRoot({ slug }: { slug: string }) {
  const { current, currentSlug, currentState, membership } = useSnapshot(workspaces);

  useEffect(() => {
    void openWorkspace(slug);
  }, [slug]);

  if (currentSlug !== slug || currentState === "idle" || currentState === "loading") return <FullPageMessage title="Loading workspace" busy />;
  if (currentState === "not-found") {
    return <FullPageMessage title="Workspace not found" message="There is no workspace at this address, or you are not a member of it." homeLink />;
  }
  if (currentState === "error" || !current) {
    return <FullPageMessage title="Workspace not loaded" message="Cairn did not answer. Check your connection and reload the page." homeLink />;
  }
  const role = membership?.role ?? current.role;

  return (
    <Switch>
      <Route path="/settings" nest>
        {/* A page of its own, outside the shell: while it loads, App's full-page "Loading" stands in. */}
        <WorkspaceSettings />
      </Route>
      <Route>
        <AppShell
          sidebarKey="main"
          sidebarLabel="Workspace sidebar"
          sidebar={
            <>
              <WorkspaceSwitcher />
              <WorkspaceSidebar slug={slug} role={role} workspaceId={current.id} />
            </>
          }
        >
          <Switch>
            <Route path="/" component={WorkspaceHome} />
            <Route path="/projects/archives/?">
              <ProjectsPage slug={slug} workspaceRole={role} archived />
            </Route>
            <Route path="/projects/?">
              <ProjectsPage slug={slug} workspaceRole={role} archived={false} />
            </Route>
            <Route path="/projects/:projectId" nest>
              {(params) => <ProjectShell slug={slug} projectId={params.projectId} workspaceRole={role} />}
            </Route>
            <Route path="/drafts/?">{isGuest(role) ? <MembersOnly title="Drafts" /> : <LazyBoundary what="drafts"><DraftsPage slug={slug} workspaceRole={role} /></LazyBoundary>}</Route>
            <Route path="/workspace-views/:view/?">{(params) => <LazyBoundary what="the view"><WorkspaceViewsPage slug={slug} view={params.view} /></LazyBoundary>}</Route>
            <Route path="/browse/:key/?">{(params) => <LazyBoundary what="the work item"><WorkItemDetailPage slug={slug} itemKey={params.key} workspaceRole={role} /></LazyBoundary>}</Route>
            <Route path="/notifications/?">
              <LazyBoundary what="your notifications">
                <NotificationsPage slug={slug} workspaceId={current.id} workspaceRole={role} />
              </LazyBoundary>
            </Route>
            <Route path="/profile" nest>
              <LazyBoundary what="your work">
                <YourWorkPage slug={slug} role={role} />
              </LazyBoundary>
            </Route>
            {FEATURE_PAGES.map((page) => (
              <Route key={page.path} path={page.path}>
                {page.membersOnly && isGuest(role) ? <MembersOnly title={page.title} /> : <ComingWithFeature title={page.title} message={page.message} />}
              </Route>
            ))}
            <Route>
              <ComingWithFeature title="Page not found" status="No such page" message="This address does not match any page of the workspace. Pick one from the sidebar." />
            </Route>
          </Switch>
          {!isGuest(role) && <CreateProjectHost slug={slug} />}
        </AppShell>
      </Route>
    </Switch>
  );
}
