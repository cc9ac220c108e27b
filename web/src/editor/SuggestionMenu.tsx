import { useSyncExternalStore } from "react";
import type { MenuController } from "./suggestionMenu";

/**
 * The open "/" or "@" menu, under the typed trigger. The keys stay in the editor (arrows, Enter, Escape go
 * through the Suggestion plugin); the list says which option is active, and a click picks one too.
 */
export function SuggestionMenu({ controller, id }: { controller: MenuController; id: string }) {
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot);
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
