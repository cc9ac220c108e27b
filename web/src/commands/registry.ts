import { submitAuthForm } from "../http/client";
import { setShortcutsHelpOpen, toggleSidebar } from "../stores/layout";
import { setCreateDialogOpen } from "../stores/projects";
import { setCreateWorkItemOpen } from "../stores/workItems";
import { FOCUSED_ITEM_COMMANDS } from "./focusedItemCommands";
import { setPaletteOpen } from "./palette";
import { THEME_COMMANDS } from "./themeCommands";
import type { Command, CommandContext } from "./types";
import { VIEW_COMMANDS } from "./viewCommands";

/**
 * Every command. Where two share a key ("p": a focused item's priority, else a new project), the first
 * that applies wins, so the focused item's commands come first.
 */
export const COMMANDS: readonly Command[] = [
  ...FOCUSED_ITEM_COMMANDS,
  { id: "palette.open", label: "Command palette", group: "Help", shortcut: "Mod+k", perform: () => setPaletteOpen(true) },
  { id: "go.home", label: "Home", group: "Navigation", shortcut: "g h", perform: ({ navigate }) => navigate("/") },
  { id: "go.profile", label: "Settings", group: "Navigation", shortcut: "g p", keywords: ["profile", "account"], perform: ({ navigate }) => navigate("/profile/") },
  { id: "go.security", label: "Security settings", group: "Navigation", shortcut: "g s", keywords: ["password"], perform: ({ navigate }) => navigate("/profile/security/") },
  { id: "go.appearance", label: "Appearance settings", group: "Navigation", shortcut: "g a", keywords: ["theme"], perform: ({ navigate }) => navigate("/profile/appearance/") },
  ...VIEW_COMMANDS,
  // The dialog is mounted only on workspace pages for admins and members (CreateProjectHost).
  { id: "project.create", label: "Create project", group: "Projects", shortcut: "p", keywords: ["new project"], when: (context) => context.canCreateProject, perform: () => setCreateDialogOpen(true) },
  // The dialog is mounted only on a project's work items page for admins and members (WorkItemsPage).
  {
    id: "workItem.create",
    label: "New work item",
    group: "Work items",
    shortcut: "c",
    keywords: ["create", "issue", "add"],
    when: (context) => context.project?.canEdit === true,
    perform: () => setCreateWorkItemOpen(true),
  },
  ...THEME_COMMANDS,
  { id: "sidebar.toggle", label: "Show or hide the sidebar", group: "Layout", shortcut: "[", perform: () => toggleSidebar() },
  { id: "help.shortcuts", label: "Keyboard shortcuts", group: "Help", shortcut: "?", keywords: ["keys", "help"], perform: () => setShortcutsHelpOpen(true) },
  {
    id: "account.signOut",
    label: "Sign out",
    group: "Account",
    keywords: ["log out"],
    // SPEC.md section 2: a form post to the sign-out path carrying the CSRF token.
    perform: () => void submitAuthForm("/auth/sign-out/", {}),
  },
];

export function commandById(id: string): Command {
  const command = COMMANDS.find((candidate) => candidate.id === id);
  if (!command) throw new Error(`Unknown command ${id}`);
  return command;
}

export function isAvailable(command: Command, context: CommandContext): boolean {
  return command.when?.(context) ?? true;
}

/** The commands that apply here and now, in the registry's order. */
export function availableCommands(context: CommandContext): Command[] {
  return COMMANDS.filter((command) => isAvailable(command, context));
}
