import { useMenu } from "../../../../shell/useMenu";
import "../../../../shell/MenuItem.css";
import type { MoveChoice } from "./boardEnv";
import { useTopLayerMenu } from "./useTopLayerMenu";

interface Props {
  /** The card's key or name, so each menu button has its own accessible name. */
  cardName: string;
  /** Asked for only while the menu is open, so a board of many cards does not work them all out on each render. */
  choicesOf: () => MoveChoice[];
  onChoose: (choice: MoveChoice) => void;
}

/** The keyboard (and pointer) alternative to dragging a card: a WAI-ARIA menu of the places it can go. */
export function CardMoveMenu({ cardName, choicesOf, onChoose }: Props) {
  const { open, close, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();
  const choices = open ? choicesOf() : [];
  useTopLayerMenu(open, buttonProps.ref, menuRef);
  return (
    <div className="kanban-card__menu">
      <button {...buttonProps} className="icon-button kanban-card__menu-button" aria-label={`Move ${cardName} to…`} title="Move to…">
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} popover="manual" role="menu" aria-label={`Move ${cardName}`} className="kanban-card__popover" onKeyDown={onMenuKeyDown}>
          {choices.map((choice) => (
            <button
              key={`${choice.label}:${choice.index}`}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                close(false);
                onChoose(choice);
              }}
            >
              {choice.label}
            </button>
          ))}
          {choices.length === 0 && (
            <button type="button" role="menuitem" tabIndex={-1} className="menu-item" aria-disabled="true">
              No other column to move to
            </button>
          )}
        </div>
      )}
    </div>
  );
}
