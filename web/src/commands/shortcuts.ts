import type { Command } from "./types";

/** Keys of a sequence must follow each other within this time. */
export const SEQUENCE_TIMEOUT_MS = 1200;

/** Named keys a shortcut may use besides single characters. */
const NAMED_KEYS = new Set(["Enter", "Delete", "Backspace", "Escape"]);

export function shortcutKeys(shortcut: string): string[] {
  return shortcut.split(" ").filter(Boolean);
}

/** Every key sequence that runs the command. */
export function shortcutsOf(command: Command): string[] {
  return [command.shortcut, ...(command.otherShortcuts ?? [])].filter((shortcut): shortcut is string => Boolean(shortcut));
}

/** A chord ("Mod+k") is pressed with a modifier, all at once; a sequence is keys typed one after the other. */
export const isChord = (shortcut: string) => shortcut.includes("+");

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** How a key is written in the help: Mod is ⌘ on a Mac and Ctrl elsewhere; an upper-case letter is Shift and the letter. */
export function keyLabel(key: string): string {
  if (isChord(key)) return key.replace("Mod+", isMac() ? "⌘" : "Ctrl+").replace(/\+?([a-z])$/, (match) => match.toUpperCase());
  if (/^[A-Z]$/.test(key)) return `Shift+${key}`;
  return key;
}

export type ShortcutMatch = { kind: "command"; command: Command } | { kind: "prefix" } | { kind: "none" };

/** Whether the keys typed so far run a command, may still become one, or lead nowhere. */
export function matchShortcut(typed: readonly string[], commands: readonly Command[]): ShortcutMatch {
  let prefix = false;
  for (const command of commands) {
    for (const shortcut of shortcutsOf(command)) {
      if (isChord(shortcut)) continue;
      const keys = shortcutKeys(shortcut);
      if (keys.length < typed.length) continue;
      if (!typed.every((key, index) => keys[index] === key)) continue;
      if (keys.length === typed.length) return { kind: "command", command };
      prefix = true;
    }
  }
  return prefix ? { kind: "prefix" } : { kind: "none" };
}

/** The command whose chord this key press is (Ctrl+K, or ⌘K on a Mac), if any. */
export function matchChord(event: KeyboardEvent, commands: readonly Command[]): Command | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing || event.defaultPrevented) return undefined;
  const pressed = `Mod+${event.key.toLowerCase()}`;
  return commands.find((command) => shortcutsOf(command).includes(pressed));
}

/** Fields and editors keep their keys; so does a modal dialog or any other dialog the key was typed in. */
function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (document.querySelector("dialog[open]")) return true;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, textarea, select, [role='textbox'], [role='combobox'], [role='dialog'], [role='alertdialog']") !== null;
}

/**
 * Whether a key press may be (part of) a shortcut: a single character or one of the named keys, without
 * Ctrl, Alt or ⌘, outside fields and dialogs. Enter on a link or button is theirs (it clicks them).
 */
export function isShortcutCandidate(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return false;
  if (event.key.length !== 1 && !NAMED_KEYS.has(event.key)) return false;
  if (isTypingOrInDialog(event.target)) return false;
  if (event.key === "Enter" && event.target instanceof HTMLElement && event.target.closest("a, button, summary, [role='button'], [role='menuitem'], [role='option'], [role='radio'], [role='tab']")) return false;
  return true;
}

/** A chord counts in text fields too (Ctrl+K from a search box), never over another modal dialog. */
export function isChordCandidate(): boolean {
  return document.querySelector("dialog[open]") === null;
}
