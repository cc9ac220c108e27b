import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { QuickAdd } from "../../QuickAdd";
import type { CellRows } from "./boardCells";
import type { BoardEnv } from "./boardEnv";
import { cardSizes } from "./cardSizes";
import { CellMore } from "./CellMore";
import { KanbanCard } from "./KanbanCard";
import { useCachedWorkItem } from "../useCachedWorkItem";
import { cellDefaults, cellKey, type BoardGrouping, type Cell } from "./moves";

interface Props {
  env: BoardEnv;
  grouping: BoardGrouping;
  /** The cell's column, and its swimlane (null when the board has none). */
  group: string;
  sub: string | null;
  /** The column's title, and the swimlane's when there is one, for the cell's labels. */
  title: string;
  rows: CellRows;
}

type CardProps = Omit<Parameters<typeof KanbanCard>[0], "item"> & { id: string };

/** A card re-renders when its item or its own props change, not each time its column scrolls or loads. */
const Card = memo(function Card({ id, ...props }: CardProps) {
  const item = useCachedWorkItem(id);
  return item ? <KanbanCard item={item} {...props} /> : null;
});

/** The space between cards (0.5rem), and below the last one for the drop line. */
const CARD_GAP = 8;
/** The next page is asked for when the last rendered card is this close to the end of the loaded ones. */
const PREFETCH_CARDS = 10;

/**
 * One column (or one column of a swimlane): a scroller rendering only the cards in and near its view, a
 * drop target, its own next page as it scrolls to its end (or on "Load more") and a quick add. Memoised:
 * a page landing in another column, or the board re-rendering for it, leaves this one alone.
 */
export const KanbanCell = memo(function KanbanCell({ env, grouping, group, sub, title, rows }: Props) {
  const cell = useMemo<Cell>(() => ({ group, sub }), [group, sub]);
  const key = cellKey(cell);
  const { ids, total, nextCursor, moreState } = rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // A new key function makes the virtualiser lay out every loaded card again; it changes only with the ids.
  const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
  const [sizes] = useState(cardSizes);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: sizes.estimate,
    measureElement: sizes.measure,
    getItemKey,
    gap: CARD_GAP,
    paddingEnd: CARD_GAP,
    // One card (some 165 px) above and below the view to scroll into, the virtualiser's default: each further
    // one is rendered and laid out again whenever a fast scroll jumps past it, in every column scrolling.
    overscan: 1,
    // Scrolling renders in React's own batches, not synchronously inside each scroll event.
    useFlushSync: false,
  });
  const cards = virtualizer.getVirtualItems();
  const lastShown = cards.at(-1)?.index ?? -1;
  const { loadMore, scrollers } = env;

  useEffect(() => {
    if (nextCursor && moreState === "idle" && lastShown >= ids.length - PREFETCH_CARDS) loadMore({ group, sub });
  }, [group, sub, nextCursor, moreState, lastShown, ids.length, loadMore]);

  useEffect(() => {
    scrollers.set(key, (index) => virtualizer.scrollToIndex(index, { align: "auto" }));
    return () => void scrollers.delete(key);
  }, [scrollers, key, virtualizer]);

  const { source, spot } = env.drag;
  const dropIndex = spot?.cell === key ? spot.index : null;
  // The indicator's place is counted without the dragged card, as the drop is.
  const others = source && dropIndex !== null ? ids.filter((id) => id !== source.id) : ids;
  const dropBeforeId = dropIndex === null ? null : (others[dropIndex] ?? null);
  const dropAtEnd = dropIndex !== null && dropIndex >= others.length;
  const defaults = env.canEdit ? cellDefaults(grouping, cell) : null;

  return (
    <div className={`kanban-cell${dropIndex !== null ? " kanban-cell--over" : ""}`} data-cell={key} {...(env.canMove ? env.drag.cellProps(cell, ids) : {})}>
      {ids.length === 0 ? (
        <p className="kanban-cell__empty muted">{total > 0 ? "No work items loaded" : "No work items"}</p>
      ) : (
        <div ref={scrollRef} className="kanban-cell__scroll" data-card-scroller="">
          <ul
            className={`kanban-cell__cards${dropAtEnd ? " kanban-cell__cards--drop-end" : ""}`}
            aria-label={`${title} work items`}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {cards.map((slot) => {
              const id = ids[slot.index];
              return (
                <li
                  key={slot.key}
                  ref={virtualizer.measureElement}
                  data-index={slot.index}
                  className="kanban-cell__slot"
                  style={{ transform: `translateY(${slot.start}px)` }}
                  // Only some cards are in the page: their place in the whole column is told to assistive technology.
                  aria-setsize={total}
                  aria-posinset={slot.index + 1}
                >
                  {id !== undefined && <Card id={id} env={env} cell={cell} index={slot.index} dropBefore={id === dropBeforeId} />}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <CellMore hidden={total - ids.length} hasNextPage={nextCursor !== null} moreState={moreState} onMore={() => loadMore(cell)} />
      {defaults && <QuickAdd slug={env.slug} projectId={env.projectId} identifier={env.identifier} defaults={defaults} label={`Quick add a work item to ${title}`} />}
    </div>
  );
});
