import type { KeyboardEvent } from "react";
import { usePopup } from "./usePopup";

const ITEM_SELECTOR = "[role^='menuitem']";

const focusCheckedItem = (menu: HTMLElement) => menu.querySelector<HTMLElement>("[aria-checked='true']") ?? menu.querySelector<HTMLElement>(ITEM_SELECTOR);

/**
 * The WAI-ARIA menu button behaviour shared by the header menus: opening focuses the checked
 * item (or the first), arrow keys, Home and End move, Escape closes back to the button, Tab and
 * a pointer press outside close it.
 */
export function useMenu() {
  const { open, setOpen, close, buttonRef, panelRef: menuRef, panelId: menuId } = usePopup(focusCheckedItem);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") focusAt(index + 1);
    else if (event.key === "ArrowUp") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(items.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    // Tab keeps its default so focus moves on past the closed menu.
    if (event.key !== "Tab") event.preventDefault();
  };

  /** Props for the menu button itself: ArrowDown opens the menu as well as a click. */
  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-haspopup": "menu" as const,
    "aria-expanded": open,
    "aria-controls": open ? menuId : undefined,
    onClick: () => setOpen((shown) => !shown),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        setOpen(true);
      }
    },
  };

  return { open, close, menuRef, menuId, buttonProps, onMenuKeyDown };
}
