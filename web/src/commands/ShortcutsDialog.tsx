import { useSnapshot } from "valtio";
import { Dialog } from "../components/Dialog";
import { layout, setShortcutsHelpOpen } from "../stores/layout";
import { commandContext } from "./context";
import { availableCommands, COMMANDS, isAvailable } from "./registry";
import { keyLabel, matchShortcut, shortcutKeys, shortcutsOf } from "./shortcuts";
import type { Command, CommandGroup } from "./types";
import "./ShortcutsDialog.css";

const GROUPS: CommandGroup[] = ["Navigation", "Projects", "Work items", "Focused work item", "Layout", "Help"];

/** One way of typing a command: its keys one after the other. */
function KeySequence({ shortcut }: { shortcut: string }) {
  return (
    <span className="shortcut-list__keys">
      {shortcutKeys(shortcut).map((key, index) => (
        <span key={index}>
          {index > 0 && <span className="shortcut-list__then"> then </span>}
          <kbd className="kbd">{keyLabel(key)}</kbd>
        </span>
      ))}
    </span>
  );
}

/** Why a command's key does something else here: unavailable, or taken by a command that comes first ("p" on a focused item). */
function unavailableReason(command: Command): string | null {
  if (!isAvailable(command, commandContext)) return "Not available here";
  const shortcut = command.shortcut;
  if (!shortcut) return null;
  const match = matchShortcut(shortcutKeys(shortcut), availableCommands(commandContext));
  return match.kind === "command" && match.command.id !== command.id ? `Here ${keyLabel(shortcut)} runs “${match.command.label}”` : null;
}

/**
 * The "?" help: every command that has a shortcut, read from the one command list. A command that does
 * not apply on this page is marked so, rather than left to do nothing when its key is pressed.
 */
export function ShortcutsDialog() {
  const { shortcutsHelpOpen } = useSnapshot(layout);
  return (
    <Dialog open={shortcutsHelpOpen} onClose={() => setShortcutsHelpOpen(false)} title="Keyboard shortcuts" description="Type the keys one after the other, outside text fields.">
      {shortcutsHelpOpen &&
        GROUPS.map((group) => {
          const commands = COMMANDS.filter((command) => command.group === group && command.shortcut);
          if (commands.length === 0) return null;
          return (
            <section key={group} aria-label={group} className="shortcut-group">
              <h3 className="shortcut-group__title">{group}</h3>
              <dl className="shortcut-list">
                {commands.map((command) => {
                  const reason = unavailableReason(command);
                  return (
                    <div key={command.id} className="shortcut-list__row" data-available={reason === null}>
                      <dt>
                        {command.label}
                        {reason && <span className="shortcut-list__unavailable">{reason}</span>}
                      </dt>
                      <dd>
                        {shortcutsOf(command).map((shortcut, index) => (
                          <span key={shortcut}>
                            {index > 0 && <span className="shortcut-list__then"> or </span>}
                            <KeySequence shortcut={shortcut} />
                          </span>
                        ))}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          );
        })}
    </Dialog>
  );
}
