import { useEffect } from "react";
import { navigate } from "wouter/use-browser-location";
import { COMMANDS } from "./registry";
import { isShortcutCandidate, matchShortcut, SEQUENCE_TIMEOUT_MS } from "./shortcuts";
import type { CommandContext } from "./types";

/** Paths of commands are absolute, whatever nested route the page is in. */
export const commandContext: CommandContext = { navigate: (path) => navigate(path) };

/** Listens for the commands' key sequences anywhere on the page while mounted. */
export function useCommandShortcuts(): void {
  useEffect(() => {
    let typed: string[] = [];
    let lastAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutCandidate(event)) return;
      const now = Date.now();
      if (now - lastAt > SEQUENCE_TIMEOUT_MS) typed = [];
      lastAt = now;
      typed.push(event.key);
      let match = matchShortcut(typed, COMMANDS);
      if (match.kind === "none" && typed.length > 1) {
        typed = [event.key];
        match = matchShortcut(typed, COMMANDS);
      }
      if (match.kind === "none") {
        typed = [];
        return;
      }
      event.preventDefault();
      if (match.kind === "command") {
        typed = [];
        match.command.perform(commandContext);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
