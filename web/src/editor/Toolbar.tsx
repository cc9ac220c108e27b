import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import type { KeyboardEvent, ReactNode } from "react";
import { FORMAT_COMMANDS, shortcutLabel, type CommandContext } from "./formatCommands";

/** Drawn icons where a text glyph would need an emoji font the system may not have. */
const ICONS: Record<string, ReactNode> = {
  link: (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1" />
    </svg>
  ),
  image: (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <circle cx="6" cy="6.5" r="1" />
      <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
    </svg>
  ),
};

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
            {ICONS[command.id] ?? <span aria-hidden="true">{command.glyph}</span>}
          </button>
        );
      })}
    </div>
  );
}
