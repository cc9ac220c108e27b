import type { KeyboardEvent } from "react";
import type { Snapshot } from "valtio";
import { workItemKey } from "../../../../../../api/contract/workItems";
import type { WorkItem } from "../../../../http/types";
import { isTemporary } from "../../../../stores/workItemCache";

interface Props {
  slug: string;
  item: Snapshot<WorkItem>;
  identifier: string;
  overdue: boolean;
  canEdit: boolean;
  /** Names the keyboard moves, shared by every chip. */
  movesHintId: string;
  onOpen: (id: string) => void;
  onDragStart: (id: string) => void;
  onDragEnd: () => void;
  /** The keyboard's alternative to dragging: a number of days later (or earlier when negative). */
  onShift: (id: string, days: number) => void;
}

const SHIFTS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** An item on its due day: click opens it; members drag it, or press Alt with an arrow, to another day. */
export function CalendarChip({ slug, item, identifier, overdue, canEdit, movesHintId, onOpen, onDragStart, onDragEnd, onShift }: Props) {
  const pending = isTemporary(item.id);
  const key = pending ? `${identifier}-…` : workItemKey(identifier, item.sequence_id);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const shift = SHIFTS[event.key];
    if (!canEdit || !event.altKey || shift === undefined) return;
    event.preventDefault();
    // The day cell would otherwise take the arrow as a move between days.
    event.stopPropagation();
    onShift(item.id, shift);
  };

  const content = (
    <>
      <span className="calendar-chip__key">{key}</span>
      {/* Chips are narrow: the name ends in an ellipsis, its full text one hover away. */}
      <span className="calendar-chip__name" title={item.name}>
        {item.name}
      </span>
      {overdue && <span className="visually-hidden">, overdue</span>}
    </>
  );
  const classes = `calendar-chip${overdue ? " calendar-chip--overdue" : ""}`;
  if (pending) {
    return (
      <span className={classes} aria-busy="true">
        {content}
      </span>
    );
  }
  // A link, not a button: Chromium starts no drag from a button, and a link also opens in a new tab.
  return (
    <a
      href={`/${slug}/browse/${key}/`}
      className={classes}
      data-item-id={item.id}
      draggable={canEdit}
      aria-describedby={canEdit ? movesHintId : undefined}
      aria-keyshortcuts={canEdit ? "Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown" : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen(item.id);
      }}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", key);
        onDragStart(item.id);
      }}
      onDragEnd={onDragEnd}
    >
      {content}
    </a>
  );
}
