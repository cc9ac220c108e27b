import { useSnapshot, type Snapshot } from "valtio";
import { Link } from "wouter";
import { workItemKey } from "../../../../../../api/contract/workItems";
import type { WorkItem } from "../../../../http/types";
import { isTemporary } from "../../../../stores/workItemCache";
import { workItemFocus } from "../../../../stores/workItemFocus";
import { cardSelection } from "../../bulk/pointerSelection";
import { SelectCheckbox } from "../../bulk/SelectCheckbox";
import { PropertyChips } from "../../properties/PropertyChips";
import type { BoardEnv } from "./boardEnv";
import { CardMoveMenu } from "./CardMoveMenu";
import { sameCell, type Cell } from "./moves";

interface Props {
  env: BoardEnv;
  item: Snapshot<WorkItem>;
  cell: Cell;
  /** The card's place in its cell, kept when the menu moves it to another column. */
  index: number;
  /** The drop indicator shows just above this card. */
  dropBefore: boolean;
}

const SHOWN_LABELS = 3;

/** One work item on the board: its key (a link), its name (opens the peek) and the display properties switched on. */
export function KanbanCard({ env, item, cell, index, dropBefore }: Props) {
  const { properties: shown, identifier } = env;
  const pending = isTemporary(item.id);
  const key = pending ? `${identifier}-…` : workItemKey(identifier, item.sequence_id);
  const state = item.state_id ? env.states.get(item.state_id) : undefined;
  const labels = item.label_ids.flatMap((id) => env.labels.get(id) ?? []);
  const assignees = item.assignee_ids.flatMap((id) => env.members.get(id) ?? []);
  // A quick add's temporary card has no server copy to move yet.
  const draggable = env.canMove && !pending;
  const dragging = env.drag.source?.id === item.id && sameCell(env.drag.source.from, cell);
  const focus = useSnapshot(workItemFocus);
  const selected = focus.selectedIds.includes(item.id);
  const classes = ["kanban-card", draggable ? "kanban-card--draggable" : "", dragging ? "kanban-card--dragging" : "", dropBefore ? "kanban-card--drop-before" : ""];

  return (
    <div
      className={classes.filter(Boolean).join(" ")}
      data-card-id={item.id}
      data-work-item-id={pending ? undefined : item.id}
      data-focused={focus.focusedId === item.id}
      data-selected={selected}
      onFocus={pending ? undefined : () => env.onCardFocus(cell, item.id)}
      draggable={draggable}
      aria-busy={pending || undefined}
      title={env.noMoveReason ?? undefined}
      {...(draggable ? env.drag.cardProps(item.id, cell) : {})}
      {...(pending ? {} : cardSelection(item.id))}
    >
      <div className="kanban-card__top">
        {!pending && <SelectCheckbox label={key} selected={selected} />}
        {shown.key &&
          (pending ? (
            <span className="kanban-card__key">{key}</span>
          ) : (
            <Link href={`~/${env.slug}/browse/${key}/`} className="kanban-card__key" draggable={false}>
              {key}
            </Link>
          ))}
        {draggable && <CardMoveMenu cardName={key} choicesOf={() => env.moveChoices(item.id, cell, index)} onChoose={(choice) => env.move(item.id, cell, choice.to, choice.index)} />}
      </div>
      <button type="button" className="kanban-card__name" disabled={pending} onClick={() => env.onOpen(item.id)}>
        {item.name}
      </button>
      <div className="kanban-card__properties">
        <PropertyChips item={item} state={state} labels={labels} assignees={assignees} shown={shown} today={env.today} pending={pending} shownLabels={SHOWN_LABELS} editable={env.canEdit} />
      </div>
    </div>
  );
}
