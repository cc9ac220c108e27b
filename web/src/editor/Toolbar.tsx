import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import type { KeyboardEvent } from "react";
import { FORMAT_COMMANDS, shortcutLabel, type CommandContext } from "./formatCommands";

/** Arrow keys move between the buttons, as in any toolbar; Tab leaves it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
  if (step === 0 && event.key !== "Home" && event.key !== "End") return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const target = event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1 : (at + step + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[target]?.focus();
}

/**
 * The formatting commands as buttons that say whether they are on (aria-pressed). Named "Formatting" and
 * placed right above its text box; the box's own name stays unique on the page.
 */
export function Toolbar({ editor, context }: { editor: Editor; context: CommandContext }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => FORMAT_COMMANDS.map((command) => command.isActive?.(current) ?? false),
  });
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={moveFocus}>
      {FORMAT_COMMANDS.filter((command) => command.id !== "paragraph").map((command) => {
        const index = FORMAT_COMMANDS.indexOf(command);
        const title = command.shortcut ? `${command.label} (${shortcutLabel(command.shortcut).trim()})` : command.label;
        return (
          <button
            key={command.id}
            type="button"
            className={`rich-text-toolbar__button rich-text-toolbar__button--${command.id}`}
            aria-label={command.label}
            aria-pressed={command.isActive ? active[index] : undefined}
            title={title}
            // The editor keeps its selection: the button acts on it without taking focus on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => command.run(editor, context)}
          >
            <span aria-hidden="true">{command.glyph}</span>
          </button>
        );
      })}
    </div>
  );
}
