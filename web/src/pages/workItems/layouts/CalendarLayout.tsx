import { useId, useState } from "react";
import { loadMoreWorkItems } from "../../../stores/workItemList";
import { updateWorkItem } from "../../../stores/workItems";
import { changeWorkItemView } from "../../../stores/workItemView";
import { localToday } from "../workItemDisplay";
import { dueBeforeStart, isWeekend, periodTitle, shiftAnchor, visibleWeeks } from "./calendar/calendarDays";
import { CalendarCount, countDue } from "./calendar/CalendarCount";
import { CalendarGrid } from "./calendar/CalendarGrid";
import { CalendarToolbar } from "./calendar/CalendarToolbar";
import { useCalendarItems } from "./calendar/useCalendarItems";
import "./calendar/Calendar.css";
import { addDays } from "./days";
import type { LayoutProps } from "./layoutProps";
import { ListStatus } from "./ListStatus";
import { lookupMaps } from "./lookupMaps";

/**
 * Work items on their due days, a month or a week at a time (weeks start on Monday). Only the days shown
 * are loaded; members drag an item (or press Alt with an arrow on it) to change its due date, and add
 * items to a day with its "+" button.
 */
export function CalendarLayout({ slug, project, lookups, settings, canEdit, onOpen }: LayoutProps) {
  const { layout, show_weekends: showWeekends } = settings.display_filters.calendar;
  const today = localToday();
  // Where the calendar is looking is this screen's business only, so it is not saved.
  const [anchor, setAnchor] = useState(today);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const movesHintId = useId();
  const weeks = visibleWeeks(anchor, layout);
  const first = weeks[0]?.[0] ?? anchor;
  const last = weeks.at(-1)?.at(-1) ?? anchor;
  const { list, current, reload, dayItems, byId } = useCalendarItems(slug, project.id, settings, first, last);
  const shown = showWeekends ? weeks : weeks.map((week) => week.filter((day) => !isWeekend(day)));
  const count = countDue(weeks.flat(), dayItems, showWeekends);
  const { states } = lookupMaps(lookups);
  const title = periodTitle(weeks, anchor, layout);
  // The grid stays while another period loads, so moving a month does not make the page jump.
  const ready = current && list.state === "ready";

  const move = (id: string, day: string) => void updateWorkItem(slug, id, { target_date: day });
  const shift = (id: string, days: number) => {
    const item = byId[id];
    if (!item?.target_date) return;
    const day = addDays(item.target_date, days);
    if (dueBeforeStart(item, day)) return;
    move(id, day);
    // The chip is rendered anew in its new day; focus follows it so the next Alt+arrow keeps moving it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.calendar-grid [data-item-id="${id}"]`)?.focus());
  };

  return (
    <div className="calendar">
      <CalendarToolbar
        title={title}
        layout={layout}
        showWeekends={showWeekends}
        onLayout={(next) => void changeWorkItemView(slug, project.id, { display_filters: { calendar: { layout: next, show_weekends: showWeekends } } })}
        onShowWeekends={(show) => void changeWorkItemView(slug, project.id, { display_filters: { calendar: { layout, show_weekends: show } } })}
        onStep={(step) => setAnchor(shiftAnchor(anchor, layout, step))}
        onToday={() => setAnchor(today)}
      />
      <CalendarCount {...count} ready={Boolean(ready)} />
      {canEdit && (
        <p id={movesHintId} className="visually-hidden">
          Press Alt with the left or right arrow to move the due date a day, with up or down to move it a week.
        </p>
      )}
      {current && list.state === "error" ? (
        <ListStatus current={current} state={list.state} onRetry={reload}>
          {null}
        </ListStatus>
      ) : (
        <>
          {!ready && (
            <p className="muted calendar__status" role="status">
              Loading work items…
            </p>
          )}
          <CalendarGrid
            busy={!ready}
            weeks={shown}
            month={layout === "month" ? anchor.slice(0, 7) : null}
            label={`Work items by due date, ${title}`}
            dayItems={dayItems}
            slug={slug}
            projectId={project.id}
            identifier={project.identifier}
            today={today}
            states={states}
            defaultStateId={lookups.states.find((state) => state.default)?.id}
            canEdit={canEdit}
            dragging={draggingId ? (byId[draggingId] ?? null) : null}
            movesHintId={movesHintId}
            loadingMore={list.moreState === "loading"}
            onLoadMore={() => void loadMoreWorkItems(slug, project.id)}
            onOpen={onOpen}
            onDragStart={setDraggingId}
            onDragEnd={() => setDraggingId(null)}
            onMove={move}
            onShift={shift}
          />
        </>
      )}
    </div>
  );
}
