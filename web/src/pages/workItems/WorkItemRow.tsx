import { Fragment, type MouseEvent, type ReactNode } from "react";
import { Link } from "wouter";
import type { Snapshot } from "valtio";
import { isOverdue, workItemKey } from "../../../../api/contract/workItems";
import type { Label, ProjectMember, State, WorkItem } from "../../http/types";
import { isTemporary } from "../../stores/workItemCache";
import { AssigneeAvatars } from "./AssigneeAvatars";
import { LabelChips } from "./LabelChips";
import { columnTemplate, type ListColumn, type ListColumnId } from "./listColumns";
import { formatDay, PRIORITY_LABELS } from "./workItemDisplay";

interface Props {
  slug: string;
  identifier: string;
  item: Snapshot<WorkItem>;
  state: State | undefined;
  labels: readonly Label[];
  assignees: readonly ProjectMember[];
  today: string;
  columns: readonly ListColumn[];
  /** A plain click or Enter opens the peek; the key, or a click with a modifier key, opens the item's own page. */
  onOpen: (id: string) => void;
}

const SHOWN_LABELS = 2;

/** The cells of one list row; a link to the item's page, except while a quick add waits for the server. */
export function WorkItemRow({ slug, identifier, item, state, labels, assignees, today, columns, onOpen }: Props) {
  const pending = isTemporary(item.id);
  const key = pending ? `${identifier}-…` : workItemKey(identifier, item.sequence_id);
  const overdue = isOverdue(item.target_date, state?.group ?? null, today);
  const cell: Record<ListColumnId, () => ReactNode> = {
    key: () => <span className="work-item-row__key">{key}</span>,
    name: () => <span className="work-item-row__name">{item.name}</span>,
    state: () => (
      <span className="work-item-row__state">
        {state && <span className="swatch" style={{ background: state.color }} aria-hidden="true" />}
        {pending ? <span className="muted">Creating…</span> : (state?.name ?? "")}
      </span>
    ),
    priority: () => <span className={`work-item-row__priority work-item-priority--${item.priority}`}>{item.priority === "none" ? "" : PRIORITY_LABELS[item.priority]}</span>,
    assignees: () => (
      <span className="work-item-row__assignees">
        <AssigneeAvatars assignees={assignees} />
      </span>
    ),
    labels: () => (
      <span className="work-item-row__labels">
        <LabelChips labels={labels} shown={SHOWN_LABELS} />
      </span>
    ),
    target_date: () => (
      <span className="work-item-row__date">
        {item.target_date && <span>{formatDay(item.target_date)}</span>}
        {overdue && <span className="overdue-marker">Overdue</span>}
      </span>
    ),
  };
  const cells = columns.map((column) => <Fragment key={column.id}>{cell[column.id]()}</Fragment>);
  const style = { gridTemplateColumns: columnTemplate(columns) };
  if (pending) return <div className="work-item-row" style={style} aria-busy="true">{cells}</div>;
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    // The key reads as the item's address: a click on it follows the link to the full page.
    if ((event.target as HTMLElement).closest(".work-item-row__key")) return;
    event.preventDefault();
    onOpen(item.id);
  };
  return (
    <Link href={`~/${slug}/browse/${key}/`} className="work-item-row" style={style} onClick={onClick}>
      {cells}
    </Link>
  );
}
