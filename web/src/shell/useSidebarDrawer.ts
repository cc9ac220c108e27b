import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { usePathname } from "wouter/use-browser-location";
import { setDrawerOpen } from "../stores/layout";

interface Options {
  /** Whether the drawer is on screen: a narrow window with the drawer opened. */
  open: boolean;
  narrow: boolean;
  sidebarRef: RefObject<HTMLElement | null>;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * How the phone drawer behaves: it closes on navigation (a link in it was followed) and when the window
 * grows wide; opening moves focus to the current page's link, closing brings it back to the menu button;
 * Escape closes it unless a menu inside it took the key.
 */
export function useSidebarDrawer({ open, narrow, sidebarRef, menuButtonRef }: Options) {
  const pathname = usePathname();
  const wasOpen = useRef(false);

  // The cleanup runs when the address changes and when this shell unmounts (another shell takes over).
  useLayoutEffect(() => () => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);

  useEffect(() => {
    const sidebar = sidebarRef.current;
    if (open && !wasOpen.current) (sidebar?.querySelector<HTMLElement>("[aria-current='page']") ?? sidebar?.querySelector<HTMLElement>("a[href]"))?.focus();
    if (!open && wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || sidebar?.contains(active)) menuButtonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, sidebarRef, menuButtonRef]);

  const onSidebarKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    // Nothing underneath (the peek overview) should also take this Escape.
    event.stopPropagation();
    setDrawerOpen(false);
  };

  return { onSidebarKeyDown, close: () => setDrawerOpen(false) };
}
