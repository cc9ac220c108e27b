/** What a command may use when it runs: it never reaches into components. */
export interface CommandContext {
  navigate: (path: string) => void;
}

export type CommandGroup = "Navigation" | "Projects" | "Work items" | "Layout" | "Help" | "Account";

/**
 * One action of the app, defined once (CONVENTIONS.md 13): menus, the shortcuts help and the keyboard
 * handler all read this list. `shortcut` is a space-separated key sequence such as "g p" or "?".
 */
export interface Command {
  id: string;
  label: string;
  group: CommandGroup;
  shortcut?: string;
  perform: (context: CommandContext) => void;
}
