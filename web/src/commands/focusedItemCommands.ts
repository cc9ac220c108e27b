import { session } from "../stores/session";
import { clearSelectedWorkItems, moveWorkItemFocus, toggleSelectedWorkItem } from "../stores/workItemFocus";
import { askToDeleteWorkItems, openPropertyPicker, toggleInEach, type PickedProperty } from "../stores/workItemTriage";
import type { Command, CommandContext } from "./types";

/** Changing items needs some on hand and a project role of member or above (SPEC.md section 6). */
const canChange = (context: CommandContext) => context.targets.length > 0 && context.project?.canEdit === true;

function picker(id: string, label: string, shortcut: string, property: PickedProperty, keywords: string[]): Command {
  return { id, label, group: "Focused work item", shortcut, keywords, when: canChange, perform: (context) => openPropertyPicker(property, context.targets) };
}

/** The peek lives in the address (`?peekId=`), other query parameters kept. */
function peekPath(id: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set("peekId", id);
  return `${window.location.pathname}?${params.toString()}`;
}

/**
 * Keyboard triage of the list and spreadsheet (Linear's keys): j and k move the focus, single keys change
 * the focused item, or every selected one when x has picked some.
 */
export const FOCUSED_ITEM_COMMANDS: readonly Command[] = [
  { id: "workItem.next", label: "Focus the next work item", group: "Focused work item", shortcut: "j", when: (context) => context.hasRows, perform: () => moveWorkItemFocus(1) },
  { id: "workItem.previous", label: "Focus the previous work item", group: "Focused work item", shortcut: "k", when: (context) => context.hasRows, perform: () => moveWorkItemFocus(-1) },
  {
    id: "workItem.open",
    label: "Open the focused work item",
    group: "Focused work item",
    shortcut: "Enter",
    // The peek opens over a project's list; elsewhere Enter on the row itself opens what that page opens.
    when: (context) => context.focusedId !== null && context.project !== null,
    perform: (context) => {
      if (context.focusedId) context.navigate(peekPath(context.focusedId));
    },
  },
  picker("workItem.state", "Change state…", "s", "state", ["status", "workflow"]),
  picker("workItem.priority", "Change priority…", "p", "priority", ["urgent", "high", "medium", "low"]),
  picker("workItem.assignees", "Change assignees…", "a", "assignees", ["assign", "people", "members"]),
  picker("workItem.labels", "Change labels…", "l", "labels", ["tags"]),
  picker("workItem.dueDate", "Change due date…", "d", "target_date", ["deadline", "target date"]),
  {
    id: "workItem.assignToMe",
    label: "Assign to me, or unassign me",
    group: "Focused work item",
    shortcut: "A",
    keywords: ["self", "take"],
    when: (context) => canChange(context) && session.user !== null,
    perform: (context) => {
      if (context.project && session.user) toggleInEach(context.project.slug, context.targets, "assignee_ids", session.user.id);
    },
  },
  {
    id: "workItem.select",
    label: "Select or deselect the focused work item",
    group: "Focused work item",
    shortcut: "x",
    keywords: ["pick", "multi-select", "check"],
    when: (context) => context.focusedId !== null && context.project !== null,
    perform: (context) => {
      if (context.focusedId) toggleSelectedWorkItem(context.focusedId);
    },
  },
  {
    id: "workItem.clearSelection",
    label: "Clear the selection",
    group: "Focused work item",
    shortcut: "Escape",
    keywords: ["deselect", "unselect"],
    when: (context) => context.selectedIds.length > 0,
    perform: () => clearSelectedWorkItems(),
  },
  {
    id: "workItem.delete",
    label: "Delete…",
    group: "Focused work item",
    shortcut: "Delete",
    otherShortcuts: ["Backspace"],
    keywords: ["remove", "trash"],
    when: canChange,
    perform: (context) => askToDeleteWorkItems(context.targets),
  },
];
