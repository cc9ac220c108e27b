import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Snapshot } from "valtio";
import { workItemCache } from "../../../../stores/workItemCache";
import { canDragBetween } from "../../../../stores/workItemGroups";
import { loadMoreInGroup, workItemList, type ListGroup } from "../../../../stores/workItemList";
import { updateWorkItem } from "../../../../stores/workItems";
import { localToday } from "../../workItemDisplay";
import { groupTitle } from "../groupTitle";
import type { LayoutProps } from "../layoutProps";
import { lookupMaps } from "../lookupMaps";
import { collapsedGroups } from "../collapsedGroups";
import type { BoardEnv, MoveChoice } from "./boardEnv";
import { cellGroup, laneKeys, laneTotal } from "./boardCells";
import { KanbanCell } from "./KanbanCell";
import { KanbanColumnHeader } from "./KanbanColumnHeader";
import { focusBoardCard } from "./focusBoardCard";
import { KanbanLane } from "./KanbanLane";
import { cellKey, movePatch, neighboursAt, ordersByHand, sameCell, type BoardGrouping, type Cell } from "./moves";
import { useBoardDrag } from "./useBoardDrag";
import { useBoardKeyboard } from "./useBoardKeyboard";

interface Props extends LayoutProps {
  grouping: BoardGrouping;
  groups: readonly Snapshot<ListGroup>[];
}

const NO_MOVE_REASON = "Cards move between columns only when grouped by state, priority, labels, assignees or target date";

/**
 * The board: one column per group, swimlanes when sub-grouped, scrolled sideways; each column (each cell
 * of a swimlane) scrolls, renders and pages on its own; cards move by drag or menu.
 */
export function KanbanBoard({ slug, project, lookups, settings, canEdit, onOpen, grouping: given, groups }: Props) {
  const { collapsed: collapsedColumns, toggle: toggleColumn } = collapsedGroups(slug, project.id, settings, "group_by");
  const { collapsed: collapsedLanes, toggle: toggleLane } = collapsedGroups(slug, project.id, settings, "sub_group_by");
  const boardRef = useRef<HTMLDivElement>(null);
  // One map for the board's life: cells register in it from their effects, the menu's focus reads it.
  const [scrollers] = useState(() => new Map<string, (index: number) => void>());
  const loadMore = useCallback((cell: Cell) => void loadMoreInGroup(slug, project.id, cell), [slug, project.id]);
  const { groupBy, subGroupBy, orderBy } = given;
  // The cells and cards are memoised: what they are given keeps its identity while only pages arrive, so a
  // page re-renders its own column, not the whole board.
  const grouping = useMemo(() => ({ groupBy, subGroupBy, orderBy }), [groupBy, subGroupBy, orderBy]);
  const { states, labels, members } = lookups;
  const maps = useMemo(() => lookupMaps({ states, labels, members }), [states, labels, members]);
  const byHand = ordersByHand(orderBy);
  const groupable = canDragBetween(groupBy, subGroupBy);
  const canMove = canEdit && groupable;
  const noMoveReason = canEdit && !groupable ? NO_MOVE_REASON : null;

  const columns = groups.map((group) => ({ key: group.key, total: group.total, ...groupTitle(groupBy, group.key, lookups) }));
  const lanes = subGroupBy ? laneKeys(groups).map((key) => ({ key, total: laneTotal(groups, key), ...groupTitle(subGroupBy, key, lookups) })) : null;
  // What the moves read when asked (a drop, a menu), without making them change each time a page arrives.
  const shown = useRef({ groups, columns, lanes });
  useLayoutEffect(() => {
    shown.current = { groups, columns, lanes };
  });

  const move = useCallback(
    (id: string, from: Cell, to: Cell, index: number): boolean => {
      const item = workItemCache.byId[id];
      const target = cellGroup(shown.current.groups, to).ids;
      if (!item) return false;
      // Inside one column only the hand-made order can change, and only if the card really changes place.
      if (sameCell(from, to) && (!byHand || target.indexOf(id) === index)) return false;
      const { above, below } = neighboursAt(target, id, index, (other) => workItemCache.byId[other]?.sort_order ?? null);
      const patch = movePatch(item, grouping, from, to, above, below);
      if (!patch || Object.keys(patch).length === 0) return false;
      void updateWorkItem(slug, id, patch);
      return true;
    },
    [slug, grouping, byHand],
  );

  const drag = useBoardDrag(useCallback((id: string, from: Cell, to: Cell, index: number) => void move(id, from, to, index), [move]));

  /** After a menu move the card shows in another place; focus follows it so the keyboard user keeps their spot. */
  const moveFromMenu = useCallback(
    (id: string, from: Cell, to: Cell, index: number) => {
      if (!move(id, from, to, index)) return;
      // The live store, not this render's copy: the card's new place shows only after the move.
      focusBoardCard(boardRef.current, scrollers, to, id, () => cellGroup(workItemList.groups ?? [], to).ids.indexOf(id), ".kanban-card__menu-button");
    },
    [move, scrollers],
  );

  const shownColumns = columns.filter((column) => !collapsedColumns.has(column.key));
  const shownLanes = lanes ? lanes.filter((lane) => !collapsedLanes.has(lane.key)).map((lane) => lane.key) : [null];
  const grid = shownLanes.map((sub) => shownColumns.map((column) => ({ cell: { group: column.key, sub }, ids: cellGroup(groups, { group: column.key, sub }).ids })));
  const keyboard = useBoardKeyboard(grid, (cell, id, index) => focusBoardCard(boardRef.current, scrollers, cell, id, () => index, ".kanban-card__name"));

  const moveChoices = useCallback(
    (id: string, cell: Cell, index: number): MoveChoice[] => {
      // The store's own copy: the move rules read it as the update will.
      const item = workItemCache.byId[id];
      if (!item) return [];
      const { groups: held, columns: allColumns, lanes: allLanes } = shown.current;
      const choices: MoveChoice[] = [];
      const here = cellGroup(held, cell).ids;
      if (byHand && index > 0) choices.push({ label: "Move up", to: cell, index: index - 1 });
      if (byHand && index < here.length - 1) choices.push({ label: "Move down", to: cell, index: index + 1 });
      const offer = (label: string, to: Cell) => {
        if (movePatch(item, grouping, cell, to, null, null)) choices.push({ label, to, index: Math.min(index, cellGroup(held, to).ids.length) });
      };
      for (const column of allColumns) if (column.key !== cell.group) offer(`Move to ${column.title}`, { group: column.key, sub: cell.sub });
      for (const lane of allLanes ?? []) if (lane.key !== cell.sub) offer(`Move to the ${lane.title} swimlane`, { group: cell.group, sub: lane.key });
      return choices;
    },
    [grouping, byHand],
  );

  const { identifier, id: projectId } = project;
  const properties = settings.display_properties;
  const today = localToday();
  const { onCardFocus } = keyboard;
  const env = useMemo<BoardEnv>(
    () => ({
      slug,
      projectId,
      identifier,
      ...maps,
      properties,
      today,
      onOpen,
      canEdit,
      canMove,
      noMoveReason,
      drag,
      moveChoices,
      move: moveFromMenu,
      loadMore,
      scrollers,
      onCardFocus,
    }),
    [slug, projectId, identifier, maps, properties, today, onOpen, canEdit, canMove, noMoveReason, drag, moveChoices, moveFromMenu, loadMore, scrollers, onCardFocus],
  );

  const template = columns.map((column) => (collapsedColumns.has(column.key) ? "var(--kanban-collapsed-width)" : "var(--kanban-column-width)")).join(" ");
  const cellsOf = (lane: { key: string; title: string } | null) =>
    columns.map((column) => {
      const cell = { group: column.key, sub: lane?.key ?? null };
      if (collapsedColumns.has(column.key)) return <div key={cellKey(cell)} className="kanban-cell kanban-cell--collapsed" aria-hidden="true" />;
      const title = lane ? `${column.title}, ${lane.title}` : column.title;
      return <KanbanCell key={cellKey(cell)} env={env} grouping={grouping} group={cell.group} sub={cell.sub} title={title} rows={cellGroup(groups, cell)} />;
    });

  return (
    <div className="kanban-layout">
      <p className="kanban-hint muted" role="status">
        {drag.source
          ? byHand
            ? "Drop the card where it should go."
            : "This board is sorted by a field, not by hand, so a drop changes only the column."
          : noMoveReason
            ? `${noMoveReason}.`
            : ""}
      </p>
      <div ref={boardRef} className={`kanban ${lanes ? "kanban--lanes" : "kanban--columns"}`} role="region" aria-label="Board" tabIndex={0} onKeyDown={keyboard.onKeyDown}>
        <div className="kanban__grid" style={{ gridTemplateColumns: template }}>
          {columns.map((column) => (
            <KanbanColumnHeader
              key={column.key}
              title={column.title}
              color={column.color}
              total={column.total}
              collapsed={collapsedColumns.has(column.key)}
              onToggle={() => toggleColumn(column.key)}
            />
          ))}
          {lanes
            ? lanes.map((lane) => (
                <Fragment key={lane.key}>
                  <KanbanLane title={lane.title} color={lane.color} total={lane.total} collapsed={collapsedLanes.has(lane.key)} onToggle={() => toggleLane(lane.key)} />
                  {!collapsedLanes.has(lane.key) && cellsOf(lane)}
                </Fragment>
              ))
            : cellsOf(null)}
        </div>
      </div>
    </div>
  );
}
