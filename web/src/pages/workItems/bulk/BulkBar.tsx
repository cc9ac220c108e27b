import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useSnapshot } from "valtio";
import { canAdministerProject, canDeleteWorkItem, canEditProjectContent } from "../../../../../api/contract/projectRoles";
import type { Project, WorkItem } from "../../../http/types";
import { session } from "../../../stores/session";
import { showToast } from "../../../stores/toasts";
import { clearSelectedWorkItems, workItemFocus } from "../../../stores/workItemFocus";
import { askToDeleteWorkItems, type PickedProperty } from "../../../stores/workItemTriage";
import { PROPERTY_NAMES } from "../../../pickers/propertyChoices";
import { useCachedWorkItems } from "../layouts/useCachedWorkItem";
import type { ProjectLookups } from "../useProjectLookups";
import { archiveInBulk, subscribeInBulk, type BulkTarget } from "./bulkActions";
import { BulkPicker } from "./BulkPicker";
import "./BulkBar.css";

interface Props {
  slug: string;
  project: Project;
  lookups: ProjectLookups;
  /** The viewer's effective role in the project (SPEC.md section 6). */
  role: number | null;
}

/** A button per property, named as every picker names it, in the order the pickers are listed. */
const PROPERTY_BUTTONS = Object.entries(PROPERTY_NAMES) as [PickedProperty, string][];

/** Plane archives only finished work: every selected item must sit in a completed or cancelled state. */
const FINISHED_GROUPS = new Set(["completed", "cancelled"]);

/** Why Archive is unavailable, said on the button and when it is pressed; null when every item may go. */
function archiveRefusal(unfinished: number, total: number): string | null {
  if (unfinished === 0) return null;
  const which = unfinished === total ? (total === 1 ? "this one is not" : "none of these is") : `${unfinished} of these ${unfinished === 1 ? "is" : "are"} not`;
  const fix = unfinished === total ? "Move them to a completed or cancelled state first." : "Move them to a completed or cancelled state first, or deselect them.";
  return `Only completed or cancelled work items can be archived, and ${which}. ${fix}`;
}

/** Puts the keyboard back on the focused row once the bar goes, rather than on the page's start. */
function focusRow(id: string | null): void {
  if (!id) return;
  const row = document.querySelector(`[data-work-item-id="${CSS.escape(id)}"]`);
  row?.querySelector<HTMLElement>("a[href], button:not([data-select-toggle])")?.focus();
}

/** Left and Right (Home, End) move between the bar's buttons, as in any toolbar; Tab reaches them too. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (index, count) => (index + 1) % count,
    ArrowLeft: (index, count) => (index - 1 + count) % count,
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const move = moves[event.key];
  if (!move) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  event.preventDefault();
  buttons[move(Math.max(index, 0), buttons.length)]?.focus();
}

/**
 * The bulk actions bar (Plane's and Linear's multi-select): shown at the bottom while one or more work
 * items are selected; each action is one request for all of them, shown at once and undone if refused.
 * Leaving the layouts that select (for the calendar or timeline) clears the selection.
 */
export function BulkBar({ slug, project, lookups, role }: Props) {
  const { selectedIds, focusedId } = useSnapshot(workItemFocus);
  const [open, setOpen] = useState<{ property: PickedProperty; anchor: HTMLElement } | null>(null);
  const archiveHelp = useId();

  useEffect(() => () => clearSelectedWorkItems(), []);

  const items = useCachedWorkItems(selectedIds) as WorkItem[];
  if (items.length === 0) return null;
  const target: BulkTarget = { slug, projectId: project.id, identifier: project.identifier, ids: items.map((item) => item.id) };
  const canEdit = canEditProjectContent(role);
  const userId = session.user?.id;
  const canDelete = canAdministerProject(role) || items.every((item) => canDeleteWorkItem(role, item.created_by, userId));
  const groupOf = (item: WorkItem) => lookups.states.find((state) => state.id === item.state_id)?.group ?? "";
  const unfinished = items.filter((item) => !FINISHED_GROUPS.has(groupOf(item))).length;
  const archiveReason = archiveRefusal(unfinished, items.length);

  const clear = () => {
    clearSelectedWorkItems();
    focusRow(focusedId);
  };
  const archive = () => {
    if (archiveReason) showToast({ tone: "info", title: "Not archived", message: archiveReason });
    else void archiveInBulk(target);
  };

  return (
    <>
      <div className="bulk-bar__room" aria-hidden="true" />
      <div className="bulk-bar" role="toolbar" aria-label="Bulk actions" onKeyDown={onToolbarKeyDown}>
        <span className="bulk-bar__count" role="status">
          {items.length} selected
        </span>
        <button type="button" className="bulk-bar__button" title="Clear the selection (Escape)" onClick={clear}>
          Clear
        </button>
        <span className="bulk-bar__divider" aria-hidden="true" />
        {canEdit &&
          PROPERTY_BUTTONS.map(([property, label]) => (
            <button
              key={property}
              type="button"
              className="bulk-bar__button"
              aria-haspopup="dialog"
              onClick={(event) => setOpen({ property, anchor: event.currentTarget })}
            >
              {label}
            </button>
          ))}
        <button type="button" className="bulk-bar__button" onClick={() => void subscribeInBulk(target)}>
          Subscribe
        </button>
        {canEdit && (
          <button
            type="button"
            className="bulk-bar__button"
            aria-disabled={archiveReason ? true : undefined}
            aria-describedby={archiveReason ? archiveHelp : undefined}
            title={archiveReason ?? undefined}
            onClick={archive}
          >
            Archive
          </button>
        )}
        {canEdit && canDelete && (
          <button type="button" className="bulk-bar__button bulk-bar__button--danger" onClick={() => askToDeleteWorkItems(target.ids)}>
            Delete
          </button>
        )}
        {archiveReason && (
          <span id={archiveHelp} className="visually-hidden">
            {archiveReason}
          </span>
        )}
      </div>
      {open && <BulkPicker key={open.property} target={target} property={open.property} lookups={lookups} anchor={open.anchor} onClose={() => setOpen(null)} />}
    </>
  );
}
