import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

const ITEM_SELECTOR = "[role^='menuitem']";

/**
 * The WAI-ARIA menu button behaviour shared by the header menus: opening focuses the checked
 * item (or the first), arrow keys, Home and End move, Escape closes back to the button, Tab and
 * a pointer press outside close it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const checked = menuRef.current?.querySelector<HTMLElement>("[aria-checked='true']");
    (checked ?? menuRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

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
