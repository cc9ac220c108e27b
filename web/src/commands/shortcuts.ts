import type { Command } from "./types";

/** Keys of a sequence must follow each other within this time. */
export const SEQUENCE_TIMEOUT_MS = 1200;

export function shortcutKeys(shortcut: string): string[] {
  return shortcut.split(" ").filter(Boolean);
}

export type ShortcutMatch = { kind: "command"; command: Command } | { kind: "prefix" } | { kind: "none" };

/** Whether the keys typed so far run a command, may still become one, or lead nowhere. */
export function matchShortcut(typed: readonly string[], commands: readonly Command[]): ShortcutMatch {
  let prefix = false;
  for (const command of commands) {
    if (!command.shortcut) continue;
    const keys = shortcutKeys(command.shortcut);
    if (keys.length < typed.length) continue;
    if (!typed.every((key, index) => keys[index] === key)) continue;
    if (keys.length === typed.length) return { kind: "command", command };
    prefix = true;
  }
  return prefix ? { kind: "prefix" } : { kind: "none" };
}

/** Typing in a field, or a chord with a modifier, is never a shortcut. */
export function isShortcutCandidate(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return false;
  if (event.key.length !== 1) return false;
  const target = event.target;
  if (target instanceof HTMLElement) {
    if (target.isContentEditable) return false;
    if (target.closest("input, textarea, select, [role='textbox'], dialog[open]")) return false;
  }
  return true;
}
