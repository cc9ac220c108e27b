import { useState, type KeyboardEvent, type ReactNode } from "react";
import type { PropertyChoices } from "./propertyChoices";
import { PropertyPicker } from "./PropertyPicker";

interface Props {
  /** What the button changes, and the picker's title: "State", "Priority of WEB-3". */
  name: string;
  /** The current value in words, said after the name: "Todo", "No assignees". */
  valueText: string;
  /**
   * The picker's choices, asked for only while it is open: a table renders hundreds of closed buttons as it
   * scrolls, and building (and sorting) every one's options made much of a row's rendering time.
   */
  choices: () => PropertyChoices;
  /** The values held now. */
  chosen: readonly string[];
  onPick: (value: string) => void;
  className?: string;
  /** The id of a message explaining why the last pick was refused: marks the button invalid and described by it. */
  problemId?: string;
  /** Escape on the closed button (a date button drops its refused day). */
  onEscape?: () => void;
  /** How the current value looks on the button (a swatch and a name, avatars, chips). */
  children: ReactNode;
}

/**
 * A button showing a property's value that opens the searchable picker under itself. Enter, Space or F2
 * opens it (F2 as in a spreadsheet); Escape closes it and focus comes back to the button. One value closes
 * the picker when picked, several values keep it open to toggle more.
 */
export function PickerButton({ name, valueText, choices, chosen, onPick, className, problemId, onEscape, children }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor ? choices() : null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && onEscape) {
      // Escape dismisses the innermost thing, here the refused pick, not a dialog or page around the button.
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
    if (event.key !== "F2") return;
    event.preventDefault();
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <button
        type="button"
        className={`picker-button${className ? ` ${className}` : ""}`}
        aria-label={`${name}: ${valueText}`}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        title={`${name}: ${valueText}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={onKeyDown}
      >
        {children}
      </button>
      {anchor && open && (
        <PropertyPicker
          title={name}
          placeholder={open.placeholder}
          options={open.options}
          typedOptions={open.typedOptions}
          chosen={chosen}
          multiple={open.multiple}
          anchor={anchor}
          onPick={(value) => {
            onPick(value);
            if (!open.multiple) setAnchor(null);
          }}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
