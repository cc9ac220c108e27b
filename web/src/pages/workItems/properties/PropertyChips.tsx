import type { ReactNode } from "react";
import type { Snapshot } from "valtio";
import type { DisplayProperties } from "../../../../../api/contract/workItemDisplay";
import { isOverdue } from "../../../../../api/contract/workItems";
import type { Label, ProjectMember, State, WorkItem } from "../../../http/types";
import { AssigneeAvatars } from "../AssigneeAvatars";
import { LabelChips } from "../LabelChips";
import { formatDay, PRIORITY_LABELS } from "../workItemDisplay";
import { counted, dayOfTimestamp, shortDay } from "./propertyFormat";
import { PropertyIcon, type PropertyIconName } from "./PropertyIcon";
import "./PropertyChips.css";

interface Props {
  item: Snapshot<WorkItem>;
  state: State | undefined;
  labels: readonly Label[];
  assignees: readonly ProjectMember[];
  shown: Readonly<DisplayProperties>;
  today: string;
  /** A quick add still waiting for the server. */
  pending: boolean;
  /** How many label chips are named before the rest are counted. */
  shownLabels: number;
}

/** A chip whose text is short (an icon and a day or a count) and whose accessible text and tooltip say it all. */
function Chip({ property, icon, spoken, title, children, className }: { property: string; icon: PropertyIconName; spoken: string; title: string; children: ReactNode; className?: string }) {
  return (
    <span className={`property-chip${className ? ` ${className}` : ""}`} data-property={property} title={title}>
      <PropertyIcon name={icon} />
      <span className="visually-hidden">{spoken} </span>
      {children}
    </span>
  );
}

/** A count chip, left out at zero so rows stay short; the number shows, the noun is spoken and in the tooltip. */
function CountChip({ property, icon, count, noun }: { property: string; icon: PropertyIconName; count: number; noun: string }) {
  if (count === 0) return null;
  const text = counted(count, noun);
  return (
    <span className="property-chip" data-property={property} title={text}>
      <PropertyIcon name={icon} />
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/**
 * A work item's display properties (SPEC.md section 3) as compact chips, each only when switched on, for the
 * list's rows and the board's cards. Everything here is plain rendering over the lookups the layout already
 * resolved, so it stays cheap in virtualised lists.
 */
export function PropertyChips({ item, state, labels, assignees, shown, today, pending, shownLabels }: Props) {
  const overdue = isOverdue(item.target_date, state?.group ?? null, today);
  const created = dayOfTimestamp(item.created_at);
  const updated = dayOfTimestamp(item.updated_at);
  return (
    <>
      {pending ? (
        <span className="property-chip muted" data-property="state">
          Creating…
        </span>
      ) : (
        shown.state &&
        state && (
          <span className="property-chip" data-property="state" title={`State: ${state.name}`}>
            <span className="swatch" style={{ background: state.color }} aria-hidden="true" />
            <span className="property-chip__text">{state.name}</span>
          </span>
        )
      )}
      {shown.priority && item.priority !== "none" && (
        <span className={`property-chip work-item-priority--${item.priority}`} data-property="priority" title={`Priority: ${PRIORITY_LABELS[item.priority]}`}>
          {PRIORITY_LABELS[item.priority]}
        </span>
      )}
      {shown.start_date && item.start_date && (
        <Chip property="start_date" icon="start" spoken="Starts" title={`Start date: ${formatDay(item.start_date)}`}>
          {shortDay(item.start_date, today)}
        </Chip>
      )}
      {shown.due_date && item.target_date && (
        <Chip property="due_date" icon="due" spoken="Due" title={`Due date: ${formatDay(item.target_date)}${overdue ? " (overdue)" : ""}`} className={overdue ? "property-chip--overdue" : undefined}>
          {shortDay(item.target_date, today)}
          {overdue && <span className="overdue-marker">Overdue</span>}
        </Chip>
      )}
      {shown.labels && labels.length > 0 && (
        <span className="property-chip property-chip--plain" data-property="labels">
          <LabelChips labels={labels} shown={shownLabels} />
        </span>
      )}
      {shown.assignee && assignees.length > 0 && (
        <span className="property-chip property-chip--plain property-chip--assignees" data-property="assignee">
          <AssigneeAvatars assignees={assignees} />
        </span>
      )}
      {shown.sub_issue_count && <CountChip property="sub_issue_count" icon="subIssues" count={item.sub_issues_count} noun="sub-issue" />}
      {shown.attachment_count && <CountChip property="attachment_count" icon="attachment" count={item.attachment_count} noun="attachment" />}
      {shown.link && <CountChip property="link" icon="link" count={item.link_count} noun="link" />}
      {shown.created_on && (
        <Chip property="created_on" icon="created" spoken="Created" title={`Created on ${formatDay(created)}`} className="property-chip--secondary">
          {shortDay(created, today)}
        </Chip>
      )}
      {shown.updated_on && (
        <Chip property="updated_on" icon="updated" spoken="Updated" title={`Updated on ${formatDay(updated)}`} className="property-chip--secondary">
          {shortDay(updated, today)}
        </Chip>
      )}
    </>
  );
}
