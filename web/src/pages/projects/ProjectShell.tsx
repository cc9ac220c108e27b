import { lazy, useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { LazyBoundary, lazyNamed } from "../../components/lazyPage";
import type { Project, RoleValue } from "../../http/types";
import { openProject, projects, setProject } from "../../stores/projects";
import { WorkItemsPage } from "../workItems/WorkItemsPage";
import { ComingWithFeature } from "../workspace/ComingWithFeature";
import { JoinProjectScreen } from "./JoinProjectScreen";
import { ProblemPage } from "./ProblemPage";
import { ProjectNav } from "./ProjectNav";
import "./Projects.css";

// Loaded on first use: the work items are what most visits to a project open.
const ProjectSettings = lazy(() => import("../projectSettings/ProjectSettings"));
const ArchivedWorkItemsPage = lazyNamed(() => import("../archives/ArchivedWorkItemsPage"), "ArchivedWorkItemsPage");
const ArchivedWorkItemPage = lazyNamed(() => import("../archives/ArchivedWorkItemPage"), "ArchivedWorkItemPage");
const PagesRoutes = lazy(() => import("../pages/PagesRoutes"));

interface Props {
  slug: string;
  projectId: string;
  workspaceRole: RoleValue;
}

/** Project-level links of SPEC.md section 2 whose features are not built yet, relative to the project. */
const PROJECT_FEATURES = [
  { path: "/cycles/*?", section: "Cycles", message: "Cairn does not have cycles yet, so there are no time-boxed stretches of work to plan here." },
  { path: "/modules/*?", section: "Modules", message: "Cairn does not have modules yet, so work items cannot be grouped into larger pieces of work." },
  {
    path: "/views/*?",
    section: "Views",
    message: "Cairn does not have saved project views yet. Meanwhile the Filters and Display menus on Work items keep your choices for you.",
  },
] as const;

/** The sections of a project the person is in (or administers as a workspace admin). */
function ProjectContent({ slug, project, workspaceRole }: { slug: string; project: Project; workspaceRole: RoleValue }) {
  return (
    <div className="project-shell">
      <ProjectNav project={project} isMember={canEditProjectContent(effectiveProjectRole(workspaceRole, project.member_role))} />
      <Switch>
        <Route path="/">
          <Redirect to="/issues/" replace />
        </Route>
        <Route path="/issues/?">
          <WorkItemsPage slug={slug} project={project} workspaceRole={workspaceRole} />
        </Route>
        <Route path="/archives/issues/?">
          <LazyBoundary what="archived work items">
            <ArchivedWorkItemsPage slug={slug} project={project} workspaceRole={workspaceRole} />
          </LazyBoundary>
        </Route>
        <Route path="/archives/issues/:issueId/?">
          {(params) => (
            <LazyBoundary what="the archived work item">
              <ArchivedWorkItemPage slug={slug} project={project} issueId={params.issueId} workspaceRole={workspaceRole} />
            </LazyBoundary>
          )}
        </Route>
        <Route path="/pages" nest>
          <LazyBoundary what="pages">
            <PagesRoutes slug={slug} project={project} workspaceRole={workspaceRole} />
          </LazyBoundary>
        </Route>
        {PROJECT_FEATURES.map((feature) => (
          <Route key={feature.path} path={feature.path}>
            <ComingWithFeature title={`${feature.section} · ${project.name}`} message={feature.message} />
          </Route>
        ))}
        <Route path="/settings" nest>
          <LazyBoundary what="project settings">
            <ProjectSettings slug={slug} project={project} workspaceRole={workspaceRole} onProjectChange={setProject} />
          </LazyBoundary>
        </Route>
        <Route>
          <ComingWithFeature title="Page not found" status="No such page" message={`This address does not match any page of ${project.name}. Pick one from the project's links above.`} />
        </Route>
      </Switch>
    </div>
  );
}

/** /{slug}/projects/{projectId}/...: loads the project, then shows its sections, a way to join it, or why not. */
export function ProjectShell({ slug, projectId, workspaceRole }: Props) {
  const { current, currentId, currentState } = useSnapshot(projects);
  // Leaving or archiving the project elsewhere marks it for reloading.
  const needsLoad = currentId !== projectId || currentState === "idle";

  useEffect(() => {
    if (needsLoad) void openProject(slug, projectId);
  }, [slug, projectId, needsLoad]);

  if (needsLoad || currentState === "loading") {
    return (
      <p className="muted" role="status">
        Loading project…
      </p>
    );
  }
  if (currentState === "not-found") {
    return <ProblemPage slug={slug} titleId="project-problem-title" title="Project not found" message="There is no project at this address, it was archived, or you may not see it." />;
  }
  if (currentState === "error" || !current) {
    return <ProblemPage slug={slug} titleId="project-problem-title" title="Project not loaded" message="Cairn did not answer. Check your connection and try again." onRetry={() => void openProject(slug, projectId)} />;
  }
  if (effectiveProjectRole(workspaceRole, current.member_role) === null) return <JoinProjectScreen slug={slug} project={current as Project} />;
  return <ProjectContent slug={slug} project={current as Project} workspaceRole={workspaceRole} />;
}
