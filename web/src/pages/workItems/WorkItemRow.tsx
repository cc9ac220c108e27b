import type { MouseEvent } from "react";
import { Link } from "wouter";
import type { Snapshot } from "valtio";
import type { DisplayProperties } from "../../../../api/contract/workItemDisplay";
import { workItemKey } from "../../../../api/contract/workItems";
import type { Label, ProjectMember, State, WorkItem } from "../../http/types";
import { isTemporary } from "../../stores/workItemCache";
import { PropertyChips } from "./properties/PropertyChips";

interface Props {
  slug: string;
  identifier: string;
  item: Snapshot<WorkItem>;
  state: State | undefined;
  labels: readonly Label[];
  assignees: readonly ProjectMember[];
  today: string;
  properties: Readonly<DisplayProperties>;
  /** The viewer may change the item: its chips open their pickers. */
  canEdit: boolean;
  /** A plain click or Enter opens the peek; the key, or a click with a modifier key, opens the item's own page. */
  onOpen: (id: string) => void;
}

const SHOWN_LABELS = 2;

/**
 * One list row on one line: the key, the name, then the display properties switched on as chips. Chips that
 * do not fit the width wrap onto a hidden second line, so a narrow screen shows the first few whole.
 * A link to the item's page, except while a quick add waits for the server.
 */
export function WorkItemRow({ slug, identifier, item, state, labels, assignees, today, properties, canEdit, onOpen }: Props) {
  const pending = isTemporary(item.id);
  const key = pending ? `${identifier}-…` : workItemKey(identifier, item.sequence_id);
  const className = `work-item-row${properties.key ? "" : " work-item-row--no-key"}`;
  const cells = (
    <>
      {properties.key && <span className="work-item-row__key">{key}</span>}
      <span className="work-item-row__name" title={item.name}>
        {item.name}
      </span>
      <span className="work-item-row__properties">
        <PropertyChips item={item} state={state} labels={labels} assignees={assignees} shown={properties} today={today} pending={pending} shownLabels={SHOWN_LABELS} editable={canEdit} />
      </span>
    </>
  );
  if (pending) {
    return (
      <div className={className} aria-busy="true">
        {cells}
      </div>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    // The key reads as the item's address: a click on it follows the link to the full page.
    if ((event.target as HTMLElement).closest(".work-item-row__key")) return;
    event.preventDefault();
    onOpen(item.id);
  };
  return (
    <Link href={`~/${slug}/browse/${key}/`} className={className} onClick={onClick}>
      {cells}
    </Link>
  );
}
