import { submitAuthForm } from "../http/client";
import { setShortcutsHelpOpen, toggleSidebar } from "../stores/layout";
import { setCreateDialogOpen } from "../stores/projects";
import { setCreateWorkItemOpen } from "../stores/workItems";
import type { Command } from "./types";

export const COMMANDS: readonly Command[] = [
  { id: "go.home", label: "Home", group: "Navigation", shortcut: "g h", perform: ({ navigate }) => navigate("/") },
  { id: "go.profile", label: "Settings", group: "Navigation", shortcut: "g p", perform: ({ navigate }) => navigate("/profile/") },
  { id: "go.security", label: "Security settings", group: "Navigation", shortcut: "g s", perform: ({ navigate }) => navigate("/profile/security/") },
  { id: "go.appearance", label: "Appearance settings", group: "Navigation", shortcut: "g a", perform: ({ navigate }) => navigate("/profile/appearance/") },
  // Only a workspace page for admins and members shows the dialog (CreateProjectHost); elsewhere nothing opens.
  { id: "project.create", label: "Create project", group: "Projects", shortcut: "p", perform: () => setCreateDialogOpen(true) },
  // Only a project's work items page for admins and members shows the dialog (WorkItemsPage); elsewhere nothing opens.
  { id: "workItem.create", label: "New work item", group: "Work items", shortcut: "c", perform: () => setCreateWorkItemOpen(true) },
  { id: "sidebar.toggle", label: "Show or hide the sidebar", group: "Layout", shortcut: "[", perform: () => toggleSidebar() },
  { id: "help.shortcuts", label: "Keyboard shortcuts", group: "Help", shortcut: "?", perform: () => setShortcutsHelpOpen(true) },
  {
    id: "account.signOut",
    label: "Sign out",
    group: "Account",
    // SPEC.md section 2: a form post to the sign-out path carrying the CSRF token.
    perform: () => void submitAuthForm("/auth/sign-out/", {}),
  },
];

export function commandById(id: string): Command {
  const command = COMMANDS.find((candidate) => candidate.id === id);
  if (!command) throw new Error(`Unknown command ${id}`);
  return command;
}
