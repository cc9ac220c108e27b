import { useEffect, useMemo } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot, type Snapshot } from "valtio";
import { canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { ROLE } from "../../../../api/contract/roles";
import { workItemKey } from "../../../../api/contract/workItems";
import type { Project, RoleValue, WorkItem } from "../../http/types";
import { useDocumentTitle } from "../../layouts/useDocumentTitle";
import { openProject, projects } from "../../stores/projects";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { loadHistory, openWorkItem, refreshHistory, workItemDetail } from "../../stores/workItemDetail";
import { deleteWorkItem, updateWorkItem, workItems, type WorkItemPatch } from "../../stores/workItems";
import { ProblemPage } from "../projects/ProblemPage";
import { ActivityTimeline } from "./ActivityTimeline";
import { useProjectLookups } from "./useProjectLookups";
import { WorkItemActions } from "./WorkItemActions";
import { WorkItemDescription } from "./WorkItemDescription";
import { WorkItemProperties } from "./WorkItemProperties";
import { WorkItemTitle } from "./WorkItemTitle";
import { CommentsWidget } from "./widgets/CommentsWidget";
import { LinksWidget } from "./widgets/LinksWidget";
import { RelationsWidget } from "./widgets/RelationsWidget";
import { SubIssuesWidget } from "./widgets/SubIssuesWidget";
import { SubscribeButton } from "./widgets/SubscribeButton";
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
  const { byId } = useSnapshot(workItems);
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
  const { descriptionHtml, history, historyState } = useSnapshot(workItemDetail);
  const { user } = useSnapshot(session);
  const lookups = useProjectLookups(slug, project.id);
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const editable = canEditProjectContent(role);
  // The server's rule (api/policies/workItem.ts): project admins, and members for items they created.
  const canDelete = role !== null && (role >= ROLE.ADMIN || (editable && item.created_by === user?.id));
  const key = workItemKey(project.identifier, item.sequence_id);
  const issuesHref = `/projects/${project.id}/issues/`;
  useDocumentTitle(`${key} ${item.name}`);
  // One object per item, so the widgets' load effects run when the item changes and not on every render.
  const target = useMemo(() => ({ slug, projectId: project.id, itemId: item.id }), [slug, project.id, item.id]);

  const afterChange = () => void refreshHistory(slug, project.id, item.id);
  const change = (patch: WorkItemPatch) => {
    void updateWorkItem(slug, item.id, patch).then((saved) => saved && afterChange());
  };

  return (
    <article className="work-item-detail">
      <header className="work-item-detail__header">
        <nav aria-label="Breadcrumb" className="work-item-detail__crumbs">
          <Link href={issuesHref}>{project.name}</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{key}</span>
        </nav>
        <div className="work-item-detail__header-actions">
          <SubscribeButton target={target} />
          <WorkItemActions
            itemKey={key}
            name={item.name}
            canDelete={canDelete}
            onDelete={async () => {
              await deleteWorkItem(slug, project.id, item.id);
              showToast({ tone: "success", title: `Deleted ${key}` });
              navigate(issuesHref);
            }}
          />
        </div>
      </header>
      <div className="work-item-detail__layout">
        <div className="work-item-detail__main">
          <WorkItemTitle name={item.name} editable={editable} onSave={(name) => change({ name })} />
          <WorkItemDescription key={item.id} slug={slug} projectId={project.id} id={item.id} html={descriptionHtml} editable={editable} onSaved={afterChange} />
          <SubIssuesWidget target={target} identifier={project.identifier} states={lookups.states} editable={editable} />
          <RelationsWidget target={target} identifier={project.identifier} states={lookups.states} editable={editable} />
          <LinksWidget target={target} editable={editable} />
          {user && <CommentsWidget target={target} members={lookups.members} userId={user.id} isAdmin={role !== null && role >= ROLE.ADMIN} />}
          <ActivityTimeline history={history} state={historyState} members={lookups.members} onRetry={() => void loadHistory(slug, project.id, item.id)} />
        </div>
        <aside className="work-item-detail__sidebar" aria-label="Properties">
          <WorkItemProperties item={item} lookups={lookups} editable={editable} onChange={change} />
        </aside>
      </div>
    </article>
  );
}
