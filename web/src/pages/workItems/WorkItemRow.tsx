import { Link } from "wouter";
import type { Snapshot } from "valtio";
import { isOverdue, workItemKey } from "../../../../api/contract/workItems";
import type { Label, ProjectMember, State, WorkItem } from "../../http/types";
import { Avatar } from "../../layouts/Avatar";
import { isTemporary } from "../../stores/workItems";
import { formatDay, PRIORITY_LABELS } from "./workItemDisplay";

interface Props {
  slug: string;
  identifier: string;
  item: Snapshot<WorkItem>;
  state: State | undefined;
  labels: readonly Label[];
  assignees: readonly ProjectMember[];
  today: string;
}

const SHOWN_AVATARS = 3;
const SHOWN_LABELS = 2;

/** The cells of one list row; a link to the item's page, except while a quick add waits for the server. */
export function WorkItemRow({ slug, identifier, item, state, labels, assignees, today }: Props) {
  const pending = isTemporary(item.id);
  const key = pending ? `${identifier}-…` : workItemKey(identifier, item.sequence_id);
  const overdue = isOverdue(item.target_date, state?.group ?? null, today);
  const cells = (
    <>
      <span className="work-item-row__key">{key}</span>
      <span className="work-item-row__name">{item.name}</span>
      <span className="work-item-row__state">
        {state && <span className="swatch" style={{ background: state.color }} aria-hidden="true" />}
        {pending ? <span className="muted">Creating…</span> : (state?.name ?? "")}
      </span>
      <span className={`work-item-row__priority work-item-priority--${item.priority}`}>{item.priority === "none" ? "" : PRIORITY_LABELS[item.priority]}</span>
      <span className="work-item-row__assignees">
        {assignees.slice(0, SHOWN_AVATARS).map((entry) => (
          <Avatar key={entry.id} name={entry.member.display_name} url={entry.member.avatar_url} size={22} />
        ))}
        {assignees.length > SHOWN_AVATARS && <span className="muted">+{assignees.length - SHOWN_AVATARS}</span>}
        {assignees.length > 0 && <span className="visually-hidden">Assigned to {assignees.map((entry) => entry.member.display_name).join(", ")}</span>}
      </span>
      <span className="work-item-row__labels">
        {labels.slice(0, SHOWN_LABELS).map((label) => (
          <span key={label.id} className="label-chip">
            <span className="swatch" style={{ background: label.color }} aria-hidden="true" />
            {label.name}
          </span>
        ))}
        {labels.length > SHOWN_LABELS && <span className="muted">+{labels.length - SHOWN_LABELS} more</span>}
      </span>
      <span className="work-item-row__date">
        {item.target_date && <span>{formatDay(item.target_date)}</span>}
        {overdue && <span className="overdue-marker">Overdue</span>}
      </span>
    </>
  );
  if (pending) return <div className="work-item-row" aria-busy="true">{cells}</div>;
  return (
    <Link href={`~/${slug}/browse/${key}/`} className="work-item-row">
      {cells}
    </Link>
  );
}
