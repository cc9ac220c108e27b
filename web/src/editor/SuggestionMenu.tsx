import { useEffect, useSyncExternalStore } from "react";
import type { MenuController } from "./suggestionMenu";

/**
 * The open "/" or "@" menu, under the typed trigger. The keys stay in the editor (arrows, Enter, Escape go
 * through the Suggestion plugin); the list says which option is active, and a click picks one too.
 */
export function SuggestionMenu({ controller, id, owner }: { controller: MenuController; id: string; owner: HTMLElement }) {
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot);
  const active = state && state.items.length > 0 ? `${id}-${state.active}` : null;
  // The text box owns the list while it is open, so a screen reader reads the active option as it moves.
  useEffect(() => {
    if (!active) return;
    owner.setAttribute("aria-controls", id);
    owner.setAttribute("aria-activedescendant", active);
    return () => {
      owner.removeAttribute("aria-controls");
      owner.removeAttribute("aria-activedescendant");
    };
  }, [owner, id, active]);
  if (!state) return null;
  const style = state.rect ? { top: state.rect.bottom + 4, left: Math.min(state.rect.left, window.innerWidth - 288) } : undefined;
  return (
    <div className="suggestion-menu" style={style}>
      <ul id={id} role="listbox" aria-label={state.title} className="suggestion-menu__list">
        {state.items.map((item, index) => (
          <li
            key={item.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === state.active}
            className="suggestion-menu__option"
            onMouseDown={(event) => {
              event.preventDefault();
              controller.choose(index);
            }}
          >
            <span className="suggestion-menu__label">{item.label}</span>
            {item.hint && <span className="suggestion-menu__hint">{item.hint}</span>}
          </li>
        ))}
      </ul>
      {state.items.length === 0 && (
        <p className="suggestion-menu__empty" role="status">
          {state.loading ? "Searching…" : "No matches"}
        </p>
      )}
    </div>
  );
}
