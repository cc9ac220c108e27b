import type { MouseEvent, ReactNode } from "react";
import type { Snapshot } from "valtio";
import type { DisplayProperties } from "../../../../../api/contract/workItemDisplay";
import { isOverdue } from "../../../../../api/contract/workItems";
import type { Label, ProjectMember, State, WorkItem } from "../../../http/types";
import { openPropertyPicker, type PickedProperty } from "../../../stores/workItemTriage";
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
  /**
   * The viewer may change the item here: state, priority, dates, labels and assignees are buttons opening
   * their picker (hosted by WorkItemTriage), and an empty one shows a quiet placeholder to click.
   */
  editable: boolean;
}

interface ChipProps {
  property: string;
  title: string;
  className?: string;
  /** Set when the viewer may change it: the chip is a button opening this property's picker for `id`. */
  picker?: { property: PickedProperty; id: string } | null;
  children: ReactNode;
}

/** A property chip, read-only or a button opening its picker; the title says the property and its value. */
function PropertyChip({ property, title, className, picker, children }: ChipProps) {
  const classes = `property-chip${className ? ` ${className}` : ""}`;
  if (!picker) {
    return (
      <span className={classes} data-property={property} title={title}>
        {children}
      </span>
    );
  }
  const open = (event: MouseEvent) => {
    // A list row is a link: the chip changes the property instead of opening the item.
    event.preventDefault();
    event.stopPropagation();
    openPropertyPicker(picker.property, [picker.id]);
  };
  return (
    <button type="button" className={`${classes} property-chip--button`} data-property={property} data-opens-picker="" aria-haspopup="dialog" aria-label={title} title={title} onClick={open}>
      {children}
    </button>
  );
}

/** A chip whose text is short (an icon and a day or a count) and whose accessible text and tooltip say it all. */
function Chip({ icon, spoken, children, ...chip }: ChipProps & { icon: PropertyIconName; spoken: string }) {
  return (
    <PropertyChip {...chip}>
      <PropertyIcon name={icon} />
      <span className="visually-hidden">{spoken} </span>
      {children}
    </PropertyChip>
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
 * list's rows and the board's cards; where the viewer may edit, the settable ones open their picker. Everything here is plain rendering over the lookups the layout already
 * resolved, so it stays cheap in virtualised lists.
 */
export function PropertyChips({ item, state, labels, assignees, shown, today, pending, shownLabels, editable }: Props) {
  const overdue = isOverdue(item.target_date, state?.group ?? null, today);
  const created = dayOfTimestamp(item.created_at);
  const updated = dayOfTimestamp(item.updated_at);
  const canPick = editable && !pending;
  const picker = (property: PickedProperty) => (canPick ? { property, id: item.id } : null);
  // An empty value shows only where a click on it sets one.
  const showing = (has: boolean) => has || canPick;
  return (
    <>
      {pending ? (
        <span className="property-chip muted" data-property="state">
          Creating…
        </span>
      ) : (
        shown.state &&
        state && (
          <PropertyChip property="state" title={`State: ${state.name}`} picker={picker("state")}>
            <span className="swatch" style={{ background: state.color }} aria-hidden="true" />
            <span className="property-chip__text">{state.name}</span>
          </PropertyChip>
        )
      )}
      {shown.priority && showing(item.priority !== "none") && (
        <PropertyChip
          property="priority"
          title={`Priority: ${PRIORITY_LABELS[item.priority]}`}
          className={item.priority === "none" ? "property-chip--empty" : `work-item-priority--${item.priority}`}
          picker={picker("priority")}
        >
          {item.priority === "none" ? "Priority" : PRIORITY_LABELS[item.priority]}
        </PropertyChip>
      )}
      {shown.start_date && showing(Boolean(item.start_date)) && (
        <Chip
          property="start_date"
          icon="start"
          spoken="Starts"
          title={item.start_date ? `Start date: ${formatDay(item.start_date)}` : "Start date: none"}
          className={item.start_date ? undefined : "property-chip--empty"}
          picker={picker("start_date")}
        >
          {item.start_date ? shortDay(item.start_date, today) : "Start"}
        </Chip>
      )}
      {shown.due_date && showing(Boolean(item.target_date)) && (
        <Chip
          property="due_date"
          icon="due"
          spoken="Due"
          title={item.target_date ? `Due date: ${formatDay(item.target_date)}${overdue ? " (overdue)" : ""}` : "Due date: none"}
          className={overdue ? "property-chip--overdue" : item.target_date ? undefined : "property-chip--empty"}
          picker={picker("target_date")}
        >
          {item.target_date ? shortDay(item.target_date, today) : "Due"}
          {overdue && <span className="overdue-marker">Overdue</span>}
        </Chip>
      )}
      {shown.labels && showing(labels.length > 0) && (
        <PropertyChip
          property="labels"
          title={`Labels: ${labels.map((label) => label.name).join(", ") || "none"}`}
          className={labels.length > 0 ? "property-chip--plain" : "property-chip--empty"}
          picker={picker("labels")}
        >
          {labels.length > 0 ? <LabelChips labels={labels} shown={shownLabels} /> : "Labels"}
        </PropertyChip>
      )}
      {shown.assignee && showing(assignees.length > 0) && (
        <PropertyChip
          property="assignee"
          title={`Assignees: ${assignees.map((entry) => entry.member.display_name).join(", ") || "none"}`}
          className={assignees.length > 0 ? "property-chip--plain property-chip--assignees" : "property-chip--empty"}
          picker={picker("assignees")}
        >
          {assignees.length > 0 ? <AssigneeAvatars assignees={assignees} /> : "Assign"}
        </PropertyChip>
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
