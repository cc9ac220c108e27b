import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { keepInViewport } from "./keepInViewport";

/**
 * What a button-anchored popup (a menu, a non-modal panel) shares: its open state, the button and panel
 * refs, an id for aria-controls, and on opening focus moved into the panel and a pointer press outside
 * both the panel and its button closing it. `initialFocus` picks what to focus; pass a stable function.
 * The panel is nudged sideways when its anchor would put part of it off a narrow screen.
 */
export function usePopup(initialFocus: (panel: HTMLDivElement) => HTMLElement | null | undefined) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  /** Whether a node is part of the popup: inside the panel or its button. */
  const contains = (node: Node) => Boolean(panelRef.current?.contains(node) || buttonRef.current?.contains(node));

  useLayoutEffect(() => {
    if (open && panelRef.current) keepInViewport(panelRef.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    if (panelRef.current) initialFocus(panelRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, initialFocus]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  return { open, setOpen, close, contains, buttonRef, panelRef, panelId };
}
