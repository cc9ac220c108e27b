import { useEffect } from "react";
import { useLocation } from "wouter";
import { useSnapshot, type Snapshot } from "valtio";
import { workItemKey } from "../../../../api/contract/workItems";
import type { Project, RoleValue, WorkItem } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { openProject, projects } from "../../stores/projects";
import { openWorkItem, workItemDetail } from "../../stores/workItemDetail";
import { workItemCache } from "../../stores/workItemCache";
import { ProblemPage } from "../projects/ProblemPage";
import { WorkItemDetailBody } from "./WorkItemDetailBody";
import "./WorkItems.css";

interface Props {
  slug: string;
  /** IDENT-seq from the address. */
  itemKey: string;
  workspaceRole: RoleValue;
}

/** /{slug}/browse/{IDENT}-{seq}/: finds the item by its key, then its project, then shows it. */
export function WorkItemDetailPage({ slug, itemKey, workspaceRole }: Props) {
  const detail = useSnapshot(workItemDetail);
  const { byId } = useSnapshot(workItemCache);
  const { current, currentId } = useSnapshot(projects);
  const item = detail.key === itemKey && detail.id ? byId[detail.id] : undefined;

  useEffect(() => {
    void openWorkItem(slug, itemKey);
  }, [slug, itemKey]);

  useEffect(() => {
    if (item?.project_id) void openProject(slug, item.project_id);
  }, [slug, item?.project_id]);

  if (detail.key !== itemKey || detail.state === "idle" || detail.state === "loading") {
    return (
      <p className="muted" role="status">
        Loading work item…
      </p>
    );
  }
  if (detail.state === "not-found") return <ProblemPage slug={slug} titleId="work-item-problem" title="Work item not found" message={`There is no work item ${itemKey}, it was deleted, or you may not see its project.`} />;
  if (detail.state === "error" || !item) {
    return <ProblemPage slug={slug} titleId="work-item-problem" title="Work item not loaded" message="Cairn did not answer. Check your connection and try again." onRetry={() => void openWorkItem(slug, itemKey)} />;
  }
  if (currentId !== item.project_id || !current) {
    return (
      <p className="muted" role="status">
        Loading work item…
      </p>
    );
  }
  return <WorkItemView slug={slug} item={item} project={current as Project} workspaceRole={workspaceRole} />;
}

function WorkItemView({ slug, item, project, workspaceRole }: { slug: string; item: Snapshot<WorkItem>; project: Project; workspaceRole: RoleValue }) {
  const [, navigate] = useLocation();
  useDocumentTitle(`${workItemKey(project.identifier, item.sequence_id)} ${item.name}`);
  return (
    <WorkItemDetailBody
      slug={slug}
      item={item}
      project={project}
      workspaceRole={workspaceRole}
      onGone={(why) => navigate(why === "archived" ? `/projects/${project.id}/archives/issues/${item.id}/` : `/projects/${project.id}/issues/`)}
    />
  );
}
