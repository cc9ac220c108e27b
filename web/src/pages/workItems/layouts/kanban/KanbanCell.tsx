import type { Snapshot } from "valtio";
import { Button } from "../../../../components/Button";
import type { WorkItem } from "../../../../http/types";
import { QuickAdd } from "../../QuickAdd";
import type { BoardEnv } from "./boardEnv";
import { KanbanCard } from "./KanbanCard";
import { cellDefaults, cellKey, type BoardGrouping, type Cell } from "./moves";
import "../../../workspace/Workspace.css";

interface Props {
  env: BoardEnv;
  grouping: BoardGrouping;
  cell: Cell;
  /** The column's title, and the swimlane's when there is one, for the cell's labels. */
  title: string;
  ids: readonly string[];
  total: number;
  items: Snapshot<Record<string, WorkItem>>;
}

/** One column (or one column of a swimlane): its loaded cards, a drop target, "Load more" and a quick add. */
export function KanbanCell({ env, grouping, cell, title, ids, total, items }: Props) {
  const key = cellKey(cell);
  const { source, spot } = env.drag;
  const dropIndex = spot?.cell === key ? spot.index : null;
  // The indicator's place is counted without the dragged card, as the drop is.
  const others = source ? ids.filter((id) => id !== source.id) : ids;
  const dropBeforeId = dropIndex === null ? null : (others[dropIndex] ?? null);
  const dropAtEnd = dropIndex !== null && dropIndex >= others.length;
  const defaults = env.canEdit ? cellDefaults(grouping, cell) : null;
  const hidden = total - ids.length;

  return (
    <div className={`kanban-cell${dropIndex !== null ? " kanban-cell--over" : ""}`} data-cell={key} {...(env.canMove ? env.drag.cellProps(cell) : {})}>
      {ids.length === 0 ? (
        <p className="kanban-cell__empty muted">No work items</p>
      ) : (
        <ul className={`card-list kanban-cell__cards${dropAtEnd ? " kanban-cell__cards--drop-end" : ""}`} aria-label={`${title} work items`}>
          {ids.map((id, index) => {
            const item = items[id];
            return item ? <KanbanCard key={id} env={env} item={item} cell={cell} index={index} dropBefore={id === dropBeforeId} /> : null;
          })}
        </ul>
      )}
      {hidden > 0 && env.hasNextPage && (
        <div className="kanban-cell__more">
          <Button variant="link" disabled={env.moreState === "loading"} onClick={env.loadMore}>
            {env.moreState === "loading" ? "Loading…" : env.moreState === "error" ? "Could not load more. Try again" : `Load more (${hidden} more)`}
          </Button>
        </div>
      )}
      {defaults && <QuickAdd slug={env.slug} projectId={env.projectId} identifier={env.identifier} defaults={defaults} label={`Quick add a work item to ${title}`} />}
    </div>
  );
}
