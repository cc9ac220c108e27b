import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { ComboboxInput } from "../components/ComboboxInput";
import { arrowTarget } from "../components/listboxArrows";
import { matchScore } from "../commands/fuzzyMatch";
import { Avatar } from "../shell/Avatar";
import "./PropertyPicker.css";

/** One choice of a picker: a colour dot for states and labels, an avatar for people. */
export interface PickerOption {
  value: string;
  label: string;
  color?: string;
  person?: { name: string; avatarUrl: string | null };
  /** Other words typing may match ("me" for oneself). */
  keywords?: readonly string[];
  /** Said beside the label, muted: a date, a state's group. */
  detail?: string;
}

interface Props {
  /** What the picker changes, said to assistive technology: "State of WEB-3". */
  title: string;
  placeholder: string;
  options: readonly PickerOption[];
  /** Options that depend on the typed text (a date typed as 2026-05-01), listed first. */
  typedOptions?: (query: string) => PickerOption[];
  /** The values the item(s) hold now. */
  chosen: readonly string[];
  /** Several values (assignees, labels): a pick toggles one and the picker stays open. One value: a pick closes it. */
  multiple: boolean;
  /** The row the picker opens under; none: the middle of the screen. */
  anchor: HTMLElement | null;
  onPick: (value: string) => void;
  onClose: () => void;
}

const WIDTH_REM = 20;
/** Room the picker needs under its row before it opens above the row instead. */
const HEIGHT_PX = 360;
const GAP_PX = 4;

function placement(anchor: HTMLElement | null): CSSProperties {
  if (!anchor) return {};
  const rect = anchor.getBoundingClientRect();
  const width = Math.min(WIDTH_REM * 16, window.innerWidth - 16);
  const left = Math.max(8, Math.min(rect.left + 24, window.innerWidth - width - 8));
  const below = rect.bottom + GAP_PX + HEIGHT_PX <= window.innerHeight;
  return below ? { position: "fixed", margin: 0, left, top: rect.bottom + GAP_PX } : { position: "fixed", margin: 0, left, bottom: window.innerHeight - rect.top + GAP_PX, top: "auto" };
}

/** The options matching the typed text, best first; the given order stays among equals. */
function filtered(options: readonly PickerOption[], query: string): PickerOption[] {
  if (!query.trim()) return [...options];
  return options
    .map((option, index) => {
      const scores = [option.label, ...(option.keywords ?? [])].map((text) => matchScore(query, text) ?? -1);
      return { option, index, score: Math.max(...scores) };
    })
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.option);
}

/**
 * A searchable property picker: a text field over a list of options (combobox and listbox), typed text
 * filters, arrows move, Enter picks, Escape or Tab closes. A modal <dialog> in the top layer, so the
 * page's own keys stay quiet while it is open and focus goes back to the row afterwards.
 */
export function PropertyPicker({ title, placeholder, options, typedOptions, chosen, multiple, anchor, onPick, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const [style] = useState(() => placement(anchor));
  const listId = useId();
  const shown = [...(typedOptions?.(query) ?? []), ...filtered(options, query)];
  const active = Math.min(activeIndex, Math.max(0, shown.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useLayoutEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const pick = (option: PickerOption | undefined) => {
    if (option) onPick(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = arrowTarget(event.key, active, shown.length);
    if (target !== null) {
      event.preventDefault();
      setActiveIndex(target);
    } else if (event.key === "Enter") {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === "Tab") {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <dialog
      ref={ref}
      className="property-picker"
      aria-label={title}
      style={style}
      onCancel={(event) => {
        event.preventDefault();
        // React hands the cancel on to a dialog the picker sits in (the create dialog), which would close too.
        event.stopPropagation();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <ComboboxInput
        className="property-picker__input"
        label={title}
        listId={listId}
        activeId={shown.length > 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={query}
        onType={(typed) => {
          setQuery(typed);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={title} aria-multiselectable={multiple || undefined} className="property-picker__list">
        {shown.map((option, index) => {
          const isChosen = chosen.includes(option.value);
          return (
            <div
              key={`${option.value}:${option.label}`}
              id={optionId(index)}
              role="option"
              // Several values: selected is what the item holds. One value: the option Enter would pick.
              aria-selected={multiple ? isChosen : index === active}
              aria-checked={multiple ? undefined : isChosen}
              data-active={index === active}
              className="property-picker__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActiveIndex(index)}
              onClick={() => pick(option)}
            >
              <span className="property-picker__check" aria-hidden="true">
                {isChosen ? "✓" : ""}
              </span>
              {option.color && <span className="swatch" style={{ background: option.color }} aria-hidden="true" />}
              {option.person && <Avatar name={option.person.name} url={option.person.avatarUrl} size={20} />}
              <span className="property-picker__label">{option.label}</span>
              {option.detail && <span className="property-picker__detail">{option.detail}</span>}
            </div>
          );
        })}
        {shown.length === 0 && (
          <p className="property-picker__empty" role="status">
            Nothing matches “{query.trim()}”.
          </p>
        )}
      </div>
    </dialog>
  );
}
