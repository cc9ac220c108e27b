import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useSnapshot } from "valtio";
import { workItemKey } from "../../../../../../api/contract/workItems";
import type { Project } from "../../../../http/types";
import { isTemporary, workItemCache } from "../../../../stores/workItemCache";
import { updateWorkItemDates } from "../../../../stores/workItemDates";
import { loadMoreWorkItems, workItemList } from "../../../../stores/workItemList";
import { localToday } from "../../workItemDisplay";
import { dayNumber } from "../days";
import { LoadMoreStatus } from "../LoadMoreStatus";
import { describeDates, type ItemDates } from "./barDates";
import { GanttHeader } from "./GanttHeader";
import { GanttRow } from "./GanttRow";
import { GanttToolbar } from "./GanttToolbar";
import { HEADER_HEIGHT, ROW_HEIGHT, SIDEBAR_WIDTH, type TimelineScale } from "./timeline";
import { useTimelineRange } from "./useTimelineRange";
import "../VirtualScroller.css";
import "./Gantt.css";

interface Props {
  slug: string;
  project: Project;
  scale: TimelineScale;
  onScale: (scale: TimelineScale) => void;
  canEdit: boolean;
  onOpen: (id: string) => void;
}

/** The next page is asked for this many rows before the end comes into view. */
const PREFETCH_ROWS = 15;

/**
 * The timeline: one scroller in both directions, with the item names stuck to its left edge and the date
 * header stuck to its top, so names, bars and dates can never drift apart. Only the rows in view are
 * rendered; the day and week lines are a CSS background, not elements.
 */
export function GanttChart({ slug, project, scale, onScale, canEdit, onOpen }: Props) {
  const { ids, nextCursor, moreState, totalCount } = useSnapshot(workItemList);
  const { byId } = useSnapshot(workItemCache);
  const scrollRef = useRef<HTMLDivElement>(null);
  const today = dayNumber(localToday());
  const { range, dayWidth, onScroll, scrollToDay, changeScale } = useTimelineRange(scrollRef, scale, today, onScale);
  const [announcement, setAnnouncement] = useState("");
  const hintId = useId();
  // The app does not run the React Compiler, so the virtualiser's unmemoisable instance is read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  const chartWidth = (range.to - range.from) * dayWidth;

  useEffect(() => {
    if (nextCursor && moreState === "idle" && lastShown >= ids.length - PREFETCH_ROWS) void loadMoreWorkItems(slug, project.id);
  }, [slug, project.id, nextCursor, moreState, lastShown, ids.length]);

  const keyOf = (id: string) => {
    const item = byId[id];
    return item && !isTemporary(id) ? workItemKey(project.identifier, item.sequence_id) : null;
  };

  const changeDates = (id: string, dates: ItemDates) => {
    setAnnouncement(`${keyOf(id) ?? "Work item"}: ${describeDates(dates)}`);
    void updateWorkItemDates(slug, project.id, [{ id, ...dates }]);
  };

  const canvasStyle = { width: SIDEBAR_WIDTH + chartWidth, "--gantt-day": `${dayWidth}px`, "--gantt-sidebar": `${SIDEBAR_WIDTH}px` } as CSSProperties;

  return (
    <div className="gantt">
      <GanttToolbar scale={scale} onScale={changeScale} onToday={() => scrollToDay(today)} />
      <div ref={scrollRef} className={`virtual-scroller gantt__scroll gantt--${scale}`} onScroll={onScroll}>
        <div className="gantt__canvas" style={canvasStyle}>
          <GanttHeader scale={scale} range={range} dayWidth={dayWidth} />
          <div className="gantt__body" style={{ height: virtualizer.getTotalSize() }}>
            <div className="gantt__grid" aria-hidden="true" />
            <div className="gantt__today" style={{ left: SIDEBAR_WIDTH + (today - range.from) * dayWidth }} aria-hidden="true" />
            <div role="list" aria-label="Work items timeline">
              {rows.map((row) => {
                const id = ids[row.index] as string;
                const item = byId[id];
                if (!item) return null;
                return (
                  <div
                    key={id}
                    role="listitem"
                    aria-posinset={row.index + 1}
                    aria-setsize={Math.max(totalCount, ids.length)}
                    className="gantt-row"
                    style={{ height: ROW_HEIGHT, transform: `translateY(${row.start - HEADER_HEIGHT}px)` }}
                  >
                    <GanttRow
                      item={item}
                      itemKey={keyOf(id)}
                      range={range}
                      dayWidth={dayWidth}
                      today={today}
                      canEdit={canEdit}
                      hintId={hintId}
                      onOpen={onOpen}
                      onChange={changeDates}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
      <LoadMoreStatus moreState={moreState} onRetry={() => void loadMoreWorkItems(slug, project.id)} />
      <p id={hintId} className="visually-hidden">
        {canEdit ? "Enter opens the work item. Left and Right arrows move its dates by a day; Shift with Left or Right changes the target date." : "Enter opens the work item."}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
