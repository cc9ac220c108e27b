import { useMemo, type ReactNode } from "react";
import { Link } from "wouter";
import { useSnapshot, type Snapshot } from "valtio";
import { canAdministerProject, canDeleteWorkItem, canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { workItemKey } from "../../../../api/contract/workItems";
import type { Project, RoleValue, WorkItem } from "../../http/types";
import { archiveWorkItem, deleteArchivedWorkItem, restoreWithToast } from "../../stores/archivedWorkItems";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { loadHistory, refreshHistory, workItemDetail } from "../../stores/workItemDetail";
import { deleteWorkItem, updateWorkItem, type WorkItemPatch } from "../../stores/workItems";
import { PresenceAvatars } from "../../realtime";
import { ArchivedBanner } from "../archives/ArchivedBanner";
import { ActivityTimeline } from "./ActivityTimeline";
import { useProjectLookups } from "./useProjectLookups";
import { WorkItemActions } from "./WorkItemActions";
import { WorkItemDescription } from "./WorkItemDescription";
import { WorkItemProperties } from "./WorkItemProperties";
import { WorkItemTitle } from "./WorkItemTitle";
import { AttachmentsWidget } from "./widgets/AttachmentsWidget";
import { CommentsWidget } from "./widgets/CommentsWidget";
import { LinksWidget } from "./widgets/LinksWidget";
import { RelationsWidget } from "./widgets/RelationsWidget";
import { SubIssuesWidget } from "./widgets/SubIssuesWidget";
import { SubscribeButton } from "./widgets/SubscribeButton";
import { WorkItemReactions } from "./widgets/WorkItemReactions";
import "./WorkItems.css";

export interface WorkItemDetailBodyProps {
  slug: string;
  item: Snapshot<WorkItem>;
  project: Project;
  workspaceRole: RoleValue;
  /** "peek" stacks the sidebar under the body; "archived" is the archives' view of the item, read-only. */
  variant?: "page" | "peek" | "archived";
  /** After the item was deleted or archived: the page leaves, the peek closes. */
  onGone: (why: "deleted" | "archived") => void;
  /** After an archived item was restored; without it the item stays open, editable again. */
  onRestored?: () => void;
  /** Extra controls at the end of the header (the peek's "Open in full page" and close button). */
  headerExtra?: ReactNode;
}

/** SPEC.md section 4: only finished work leaves the lists. */
const ARCHIVABLE_GROUPS = new Set(["completed", "cancelled"]);

/** Title, description, widgets, activity and properties of one work item: the detail page, the peek and the archive. */
export function WorkItemDetailBody({ slug, item, project, workspaceRole, variant = "page", onGone, onRestored, headerExtra }: WorkItemDetailBodyProps) {
  const { descriptionHtml, history, historyState } = useSnapshot(workItemDetail);
  const { user } = useSnapshot(session);
  const lookups = useProjectLookups(slug, project.id);
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  // An archived item is read-only wherever it is opened (its link, the peek, the archives) until restored.
  const archived = item.archived_at !== null;
  const readOnly = variant === "archived" || archived;
  const canEdit = canEditProjectContent(role);
  const editable = canEdit && !readOnly;
  const isAdmin = canAdministerProject(role);
  const canDelete = canDeleteWorkItem(role, item.created_by, user?.id);
  const key = workItemKey(project.identifier, item.sequence_id);
  const issuesHref = `~/${slug}/projects/${project.id}/issues/`;
  // One object per item, so the widgets' load effects run when the item changes and not on every render.
  const target = useMemo(() => ({ slug, projectId: project.id, itemId: item.id }), [slug, project.id, item.id]);
  const people = useMemo(() => lookups.members.map((entry) => ({ id: entry.member.id, name: entry.member.display_name })), [lookups.members]);
  const descriptionReadOnly = readOnly
    ? "Read-only while archived: restore the work item to edit its description."
    : canEdit
      ? null
      : "View only: your role in this project cannot edit the description.";
  const stateGroup = lookups.states.find((state) => state.id === item.state_id)?.group;
  const archiveBlocked = stateGroup && ARCHIVABLE_GROUPS.has(stateGroup) ? null : "Only completed or cancelled work items can be archived. Move it to a Done or Cancelled state first.";

  const afterChange = () => void refreshHistory(slug, project.id, item.id);
  const restore = async () => {
    const restored = await restoreWithToast(slug, project.id, item.id, key, { message: "It is back in the project's work items." });
    if (restored) {
      afterChange();
      onRestored?.();
    }
    return restored;
  };
  const change = (patch: WorkItemPatch) => {
    void updateWorkItem(slug, item.id, patch).then((saved) => saved && afterChange());
  };

  return (
    <article className={`work-item-detail work-item-detail--${variant}`} aria-label={variant === "peek" ? `${key} ${item.name}` : undefined}>
      <header className="work-item-detail__header">
        <nav aria-label="Breadcrumb" className="work-item-detail__crumbs">
          <Link href={issuesHref}>{project.name}</Link>
          <span aria-hidden="true">/</span>
          {readOnly && (
            <>
              <Link href={`~/${slug}/projects/${project.id}/archives/issues/`}>Archives</Link>
              <span aria-hidden="true">/</span>
            </>
          )}
          <span aria-current="page">{key}</span>
        </nav>
        <div className="work-item-detail__header-actions">
          {variant !== "archived" && <PresenceAvatars itemId={item.id} />}
          {!readOnly && <SubscribeButton target={target} />}
          <WorkItemActions
            itemKey={key}
            name={item.name}
            canDelete={canDelete}
            onDelete={async () => {
              await (archived ? deleteArchivedWorkItem : deleteWorkItem)(slug, project.id, item.id);
              showToast({ tone: "success", title: `Deleted ${key}` });
              onGone("deleted");
            }}
            onRestore={archived && canEdit ? () => void restore() : undefined}
            archive={
              canEdit && !readOnly
                ? {
                    blockedReason: archiveBlocked,
                    onArchive: async () => {
                      await archiveWorkItem(slug, project.id, item.id);
                      showToast({
                        tone: "success",
                        title: `Archived ${key}`,
                        message: "It is in the project's archives now.",
                        durationMs: 10_000,
                        action: { label: "Restore", perform: () => void restoreWithToast(slug, project.id, item.id, key) },
                      });
                      onGone("archived");
                    },
                  }
                : undefined
            }
          />
          {headerExtra}
        </div>
      </header>
      {archived && <ArchivedBanner canRestore={canEdit} onRestore={restore} />}
      <div className="work-item-detail__layout">
        <div className="work-item-detail__main">
          <WorkItemTitle name={item.name} editable={editable} onSave={(name) => change({ name })} />
          {/* Keyed on read-only too: the server decides a document's access when it opens, so a restored item opens it again. */}
          <WorkItemDescription key={`${item.id}:${readOnly}`} target={target} html={descriptionHtml} readOnlyReason={descriptionReadOnly} people={people} />
          {user && !readOnly && <WorkItemReactions target={target} userId={user.id} />}
          <SubIssuesWidget target={target} identifier={project.identifier} states={lookups.states} editable={editable} />
          <RelationsWidget target={target} identifier={project.identifier} states={lookups.states} editable={editable} />
          <LinksWidget target={target} editable={editable} />
          <AttachmentsWidget target={target} editable={editable} members={lookups.members} userId={user?.id ?? null} isAdmin={isAdmin} />
          {user && <CommentsWidget target={target} members={lookups.members} userId={user.id} isAdmin={isAdmin} readOnly={readOnly} />}
          <ActivityTimeline history={history} state={historyState} members={lookups.members} onRetry={() => void loadHistory(slug, project.id, item.id)} />
        </div>
        <aside className="work-item-detail__sidebar" aria-label="Properties">
          <WorkItemProperties item={item} lookups={lookups} editable={editable} onChange={change} />
        </aside>
      </div>
    </article>
  );
}
