import { useSnapshot } from "valtio";
import { Dialog } from "../components/Dialog";
import { layout, setShortcutsHelpOpen } from "../stores/layout";
import { COMMANDS } from "./registry";
import { shortcutKeys } from "./shortcuts";
import type { CommandGroup } from "./types";

const GROUPS: CommandGroup[] = ["Navigation", "Projects", "Work items", "Layout", "Help"];

/** The "?" help: every command that has a shortcut, read from the one command list. */
export function ShortcutsDialog() {
  const { shortcutsHelpOpen } = useSnapshot(layout);
  return (
    <Dialog open={shortcutsHelpOpen} onClose={() => setShortcutsHelpOpen(false)} title="Keyboard shortcuts" description="Type the keys one after the other, outside text fields.">
      {GROUPS.map((group) => {
        const commands = COMMANDS.filter((command) => command.group === group && command.shortcut);
        if (commands.length === 0) return null;
        return (
          <section key={group} aria-label={group} className="shortcut-group">
            <h3 className="shortcut-group__title">{group}</h3>
            <dl className="shortcut-list">
              {commands.map((command) => (
                <div key={command.id} className="shortcut-list__row">
                  <dt>{command.label}</dt>
                  <dd>
                    {shortcutKeys(command.shortcut ?? "").map((key, index) => (
                      <span key={index}>
                        {index > 0 && <span className="shortcut-list__then"> then </span>}
                        <kbd className="kbd">{key}</kbd>
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </Dialog>
  );
}
