import { useEffect, useRef, useState, type DragEvent, type FocusEvent } from "react";
import type { Snapshot } from "valtio";
import { isOverdue } from "../../../../../../api/contract/workItems";
import type { State, WorkItem } from "../../../../http/types";
import { QuickAdd } from "../../QuickAdd";
import { CalendarChip } from "./CalendarChip";
import { dueBeforeStart, longDay } from "./calendarDays";

export interface CalendarDayProps {
  slug: string;
  projectId: string;
  identifier: string;
  day: string;
  today: string;
  /** Outside the month shown: still listed, but dimmed. */
  outside: boolean;
  items: readonly Snapshot<WorkItem>[];
  /** Every item due that day, loaded or not. */
  total: number;
  states: ReadonlyMap<string, State>;
  defaultStateId: string | undefined;
  canEdit: boolean;
  /** The roving focus: the one day cell in the tab order. */
  focusable: boolean;
  dragging: Snapshot<WorkItem> | null;
  movesHintId: string;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (id: string) => void;
  onDragStart: (id: string) => void;
  onDragEnd: () => void;
  onMove: (id: string, day: string) => void;
  onShift: (id: string, days: number) => void;
}

/** One day of the grid: its items as chips, a "+N more" for the rest, a drop target and a quick add. */
export function CalendarDay(props: CalendarDayProps) {
  const { slug, projectId, identifier, day, today, outside, items, total, states, defaultStateId, canEdit, focusable, dragging } = props;
  const [adding, setAdding] = useState(false);
  const [dropState, setDropState] = useState<"allowed" | "refused" | null>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const name = longDay(day);

  useEffect(() => {
    if (adding) addRef.current?.querySelector("input")?.focus();
  }, [adding]);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!dragging) return;
    const refused = dueBeforeStart(dragging, day);
    setDropState(refused ? "refused" : "allowed");
    // Not preventing the default is how a drop target says no: the pointer shows it, and no drop fires.
    if (refused) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropState(null);
    if (dragging && !dueBeforeStart(dragging, day) && dragging.target_date !== day) props.onMove(dragging.id, day);
    props.onDragEnd();
  };

  const closeAddWhenLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setAdding(false);
  };

  const classes = ["calendar-day", outside && "calendar-day--outside", day === today && "calendar-day--today", dropState && `calendar-day--drop-${dropState}`];
  return (
    <div
      role="gridcell"
      data-day={day}
      tabIndex={focusable ? 0 : -1}
      aria-label={`${name}, ${total} work item${total === 1 ? "" : "s"}`}
      aria-current={day === today ? "date" : undefined}
      className={classes.filter(Boolean).join(" ")}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropState(null);
      }}
      onDrop={onDrop}
    >
      <div className="calendar-day__head">
        <span className="calendar-day__number" aria-hidden="true">
          {Number(day.slice(8))}
        </span>
        {canEdit && !adding && (
          <button type="button" className="calendar-day__add" aria-label={`Add a work item on ${name}`} onClick={() => setAdding(true)}>
            +
          </button>
        )}
      </div>
      {items.length > 0 && (
        <ul className="calendar-day__items">
          {items.map((item) => {
            const stateGroup = item.state_id ? (states.get(item.state_id)?.group ?? null) : null;
            return (
              <li key={item.id}>
                <CalendarChip
                  slug={slug}
                  item={item}
                  identifier={identifier}
                  overdue={isOverdue(item.target_date, stateGroup, today)}
                  canEdit={canEdit}
                  movesHintId={props.movesHintId}
                  onOpen={props.onOpen}
                  onDragStart={props.onDragStart}
                  onDragEnd={props.onDragEnd}
                  onShift={props.onShift}
                />
              </li>
            );
          })}
        </ul>
      )}
      {total > items.length && (
        <button type="button" className="calendar-day__more" disabled={props.loadingMore} onClick={props.onLoadMore}>
          +{total - items.length} more
        </button>
      )}
      {adding && (
        <div ref={addRef} className="calendar-day__quick-add" onBlur={closeAddWhenLeft} onKeyDown={(event) => event.key === "Escape" && setAdding(false)}>
          <QuickAdd slug={slug} projectId={projectId} identifier={identifier} defaults={{ target_date: day, ...(defaultStateId ? { state_id: defaultStateId } : {}) }} label={`Quick add a work item on ${name}`} />
        </div>
      )}
    </div>
  );
}
