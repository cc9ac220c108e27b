import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";

const FOCUSABLE = "input, select, button, [tabindex]:not([tabindex='-1'])";

/**
 * A button that opens a non-modal dialog (the header's Filters and Display panels): opening focuses the
 * panel's first control, Escape closes back to the button, a pointer press or focus moving outside
 * closes it. Unlike useMenu's menus, the panel holds real form controls, so Tab moves inside it.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    role: "dialog" as const,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== "Escape") return;
      // Escape inside the panel must not also close something underneath it (the peek overview).
      event.stopPropagation();
      close(true);
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      // Tabbing past the last control leaves the panel; a click inside (next null on some controls) does not.
      if (next && !panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) setOpen(false);
    },
  };

  const buttonProps = {
    ref: buttonRef,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": open ? panelId : undefined,
    onClick: () => setOpen((shown) => !shown),
  };

  return { open, close, buttonProps, panelProps };
}
