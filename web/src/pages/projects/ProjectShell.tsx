import { useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import type { Project, RoleValue } from "../../http/types";
import { openProject, projects, setProject } from "../../stores/projects";
import { ArchivedWorkItemPage } from "../archives/ArchivedWorkItemPage";
import { ArchivedWorkItemsPage } from "../archives/ArchivedWorkItemsPage";
import ProjectSettings from "../projectSettings/ProjectSettings";
import { WorkItemsPage } from "../workItems/WorkItemsPage";
import { ComingWithFeature } from "../workspace/ComingWithFeature";
import { JoinProjectScreen } from "./JoinProjectScreen";
import { ProblemPage } from "./ProblemPage";
import { ProjectNav } from "./ProjectNav";
import "./Projects.css";

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
  { path: "/pages/*?", section: "Pages", message: "Cairn does not have pages yet, so there are no documents to write beside the work items." },
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
          <ArchivedWorkItemsPage slug={slug} project={project} workspaceRole={workspaceRole} />
        </Route>
        <Route path="/archives/issues/:issueId/?">{(params) => <ArchivedWorkItemPage slug={slug} project={project} issueId={params.issueId} workspaceRole={workspaceRole} />}</Route>
        {PROJECT_FEATURES.map((feature) => (
          <Route key={feature.path} path={feature.path}>
            <ComingWithFeature title={`${feature.section} · ${project.name}`} message={feature.message} />
          </Route>
        ))}
        <Route path="/settings" nest>
          <ProjectSettings slug={slug} project={project} workspaceRole={workspaceRole} onProjectChange={setProject} />
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
