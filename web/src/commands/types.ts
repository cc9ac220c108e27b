import type { RoleValue } from "../http/types";

/** The project whose work items are on screen, as the commands acting on them need it. */
export interface ProjectScope {
  slug: string;
  id: string;
  identifier: string;
  name: string;
  /** Member or above (SPEC.md section 6): may create and change work items. */
  canEdit: boolean;
}

/**
 * What a command may read and use when asked whether it applies and when it runs: it never reaches
 * into components. Read at the moment of asking, so it always describes the page as it is.
 */
export interface CommandContext {
  navigate: (path: string) => void;
  /** The open workspace and the viewer's role there; null outside any workspace. */
  workspace: { slug: string; role: RoleValue } | null;
  project: ProjectScope | null;
  /** A create-project dialog is mounted (a workspace page, for admins and members). */
  canCreateProject: boolean;
  /** The row with the keyboard focus, if any. */
  focusedId: string | null;
  /** The rows picked with x, for actions on several items at once. */
  selectedIds: readonly string[];
  /** The work items a single-key action changes: the selection, else the focused row; empty when none. */
  targets: readonly string[];
  /** A list or spreadsheet is on screen, so j and k have rows to move through. */
  hasRows: boolean;
  signedIn: boolean;
}

export type CommandGroup = "Navigation" | "Projects" | "Work items" | "Focused work item" | "Views" | "Theme" | "Layout" | "Help" | "Account";

/**
 * One action of the app, defined once (CONVENTIONS.md 13): menus, the command palette, the shortcuts
 * help and the keyboard handler all read this list. `shortcut` is a space-separated key sequence such as
 * "g p", "?", "Delete" or "Mod+k" (a chord, typed even inside text fields).
 */
export interface Command {
  id: string;
  label: string;
  group: CommandGroup;
  shortcut?: string;
  /** Further keys doing the same, e.g. Backspace beside Delete; listed in the help too. */
  otherShortcuts?: readonly string[];
  /** Other words the palette matches, e.g. a theme's name or "new" for create. */
  keywords?: readonly string[];
  /**
   * Whether the command applies here and now. One that does not is neither offered by the palette nor
   * run by its shortcut, and the shortcuts help marks it unavailable, so a key never silently does nothing.
   */
  when?: (context: CommandContext) => boolean;
  perform: (context: CommandContext) => void;
}
