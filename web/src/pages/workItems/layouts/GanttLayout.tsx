import { useState } from "react";
import { GanttChart } from "./gantt/GanttChart";
import type { TimelineScale } from "./gantt/timeline";
import type { LayoutProps } from "./layoutProps";
import { ListStatus } from "./ListStatus";
import { NoWorkItems } from "./NoWorkItems";
import { useListQuery } from "./useListQuery";

/** Rows per page: the timeline pages like the list, never loading a whole project. */
const PER_PAGE = 100;

/**
 * The timeline (gantt_chart) layout: every item of the person's filters in their order, ungrouped, a bar
 * each. The scale is kept here while the page is open: the saved display filters have no place for it.
 */
export function GanttLayout({ slug, project, settings, canEdit, onOpen }: LayoutProps) {
  const [scale, setScale] = useState<TimelineScale>("month");
  const { list, current, reload } = useListQuery(slug, project.id, settings, { perPage: PER_PAGE });

  return (
    <ListStatus current={current} state={list.state} onRetry={reload}>
      {list.ids.length === 0 ? (
        <NoWorkItems slug={slug} projectId={project.id} filters={settings.filters} canEdit={canEdit} />
      ) : (
        <GanttChart slug={slug} project={project} scale={scale} onScale={setScale} canEdit={canEdit} onOpen={onOpen} />
      )}
    </ListStatus>
  );
}
