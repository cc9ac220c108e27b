import { useEffect } from "react";
import { commandContext } from "./context";
import { availableCommands } from "./registry";
import { isChordCandidate, isShortcutCandidate, matchChord, matchShortcut, SEQUENCE_TIMEOUT_MS } from "./shortcuts";

/**
 * Listens for the commands' keys anywhere on the page while mounted. Only commands that apply here are
 * matched, so a key whose command does not apply does nothing and is left to the page.
 */
export function useCommandShortcuts(): void {
  useEffect(() => {
    let typed: string[] = [];
    let lastAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      const chord = isChordCandidate() ? matchChord(event, availableCommands(commandContext)) : undefined;
      if (chord) {
        event.preventDefault();
        typed = [];
        chord.perform(commandContext);
        return;
      }
      if (!isShortcutCandidate(event)) return;
      const now = Date.now();
      if (now - lastAt > SEQUENCE_TIMEOUT_MS) typed = [];
      lastAt = now;
      typed.push(event.key);
      const commands = availableCommands(commandContext);
      let match = matchShortcut(typed, commands);
      if (match.kind === "none" && typed.length > 1) {
        typed = [event.key];
        match = matchShortcut(typed, commands);
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
