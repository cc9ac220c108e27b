import { useEffect, type ComponentType } from "react";
import { useSnapshot } from "valtio";
import type { Layout } from "../../../../api/contract/workItemDisplay";
import { canAdministerProject, canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { Button } from "../../components/Button";
import { LazyBoundary, lazyNamed } from "../../components/lazyPage";
import { WorkItemTriage } from "../../pickers/WorkItemTriage";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { workItemList } from "../../stores/workItemList";
import { changeWorkItemView, loadWorkItemView, workItemView } from "../../stores/workItemView";
import { setCreateWorkItemOpen, workItems } from "../../stores/workItems";
import { BulkBar } from "./bulk/BulkBar";
import { CreateWorkItemDialog } from "./CreateWorkItemDialog";
import { KanbanLayout } from "./layouts/KanbanLayout";
import type { LayoutProps } from "./layouts/layoutProps";
import { ListStatus } from "./layouts/ListStatus";
import { ListLayout } from "./layouts/ListLayout";
import { SpreadsheetLayout } from "./layouts/SpreadsheetLayout";
import { LayoutSwitcher } from "./LayoutSwitcher";
import { usePeek } from "./peek/usePeek";
import { WorkItemPeek } from "./peek/WorkItemPeek";
import { useProjectLookups } from "./useProjectLookups";
import { AppliedFilters } from "./viewMenus/AppliedFilters";
import { DisplayMenu } from "./viewMenus/DisplayMenu";
import { FiltersMenu } from "./viewMenus/FiltersMenu";
import "./WorkItems.css";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
}

/** The layouts whose rows or cards may be selected for the bulk bar; the others leave the selection. */
const SELECTING_LAYOUTS: ReadonlySet<Layout> = new Set(["list", "kanban", "spreadsheet"]);

// The calendar and the timeline load when first chosen; most people work in the list, board or spreadsheet.
const CalendarLayout = lazyNamed(() => import("./layouts/CalendarLayout"), "CalendarLayout");
const GanttLayout = lazyNamed(() => import("./layouts/GanttLayout"), "GanttLayout");

const LAYOUT_COMPONENTS: Record<Layout, ComponentType<LayoutProps>> = {
  list: ListLayout,
  kanban: KanbanLayout,
  calendar: CalendarLayout,
  spreadsheet: SpreadsheetLayout,
  gantt_chart: GanttLayout,
};

/**
 * /{slug}/projects/{projectId}/issues/: the project's work items in the person's saved layout, with the
 * filter and display menus, the create dialog ("c") and the peek overview.
 */
export function WorkItemsPage({ slug, project, workspaceRole }: Props) {
  const { createDialogOpen } = useSnapshot(workItems);
  const view = useSnapshot(workItemView);
  const list = useSnapshot(workItemList);
  const lookups = useProjectLookups(slug, project.id);
  const { openPeek } = usePeek();
  // SPEC.md section 6: creating and editing need a project role of member or above.
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const canEdit = canEditProjectContent(role);
  const viewReady = view.projectId === project.id && view.state === "ready";
  useDocumentTitle(`Work items · ${project.name}`);

  useEffect(() => {
    void loadWorkItemView(slug, project.id);
  }, [slug, project.id]);

  // A "c" pressed on another page must not pop the dialog up on arrival here, nor leave it open after.
  useEffect(() => {
    setCreateWorkItemOpen(false);
    return () => setCreateWorkItemOpen(false);
  }, [project.id]);

  const openCreate = () => setCreateWorkItemOpen(true);
  const layout = view.settings.display_filters.layout;
  const LayoutView = LAYOUT_COMPONENTS[layout];
  // The calendar counts what its grid shows itself (weekends may be hidden); the list's total would not match.
  const counted = list.projectId === project.id && list.state === "ready" && layout !== "calendar";

  return (
    <section className="work-items-page" aria-labelledby="work-items-title">
      <header className="work-items-page__header">
        <div>
          <h1 id="work-items-title">{project.name}</h1>
          <p className="muted">{counted ? `${list.totalCount} work item${list.totalCount === 1 ? "" : "s"}` : "Work items"}</p>
        </div>
        <div className="work-items-page__tools">
          {viewReady && (
            <>
              <LayoutSwitcher value={layout} onChange={(next) => void changeWorkItemView(slug, project.id, { display_filters: { layout: next } })} />
              <FiltersMenu slug={slug} project={project} lookups={lookups} settings={view.settings} />
              <DisplayMenu slug={slug} project={project} lookups={lookups} settings={view.settings} />
            </>
          )}
          {canEdit && (
            <Button aria-keyshortcuts="c" title="New work item (c)" onClick={openCreate}>
              New work item
            </Button>
          )}
        </div>
      </header>
      {viewReady && <AppliedFilters slug={slug} project={project} lookups={lookups} settings={view.settings} />}
      <ListStatus current={view.projectId === project.id} state={view.state} onRetry={() => void loadWorkItemView(slug, project.id)}>
        <LazyBoundary what="the layout">
          <LayoutView slug={slug} project={project} lookups={lookups} settings={view.settings} canEdit={canEdit} onOpen={openPeek} />
        </LazyBoundary>
      </ListStatus>
      <WorkItemPeek slug={slug} project={project} workspaceRole={workspaceRole} />
      <WorkItemTriage slug={slug} project={project} canEdit={canEdit} canAdminister={canAdministerProject(role)} lookups={lookups} />
      {viewReady && SELECTING_LAYOUTS.has(layout) && <BulkBar slug={slug} project={project} lookups={lookups} role={role} />}
      {canEdit && <CreateWorkItemDialog open={createDialogOpen} onClose={() => setCreateWorkItemOpen(false)} slug={slug} project={project} lookups={lookups} />}
    </section>
  );
}
