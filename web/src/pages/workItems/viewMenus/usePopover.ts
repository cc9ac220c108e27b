import type { FocusEvent, KeyboardEvent } from "react";
import { usePopup } from "../../../shell/usePopup";

const FOCUSABLE = "input, select, button, [tabindex]:not([tabindex='-1'])";

const focusFirstControl = (panel: HTMLElement) => panel.querySelector<HTMLElement>(FOCUSABLE);

/**
 * A button that opens a non-modal dialog (the header's Filters and Display panels): opening focuses the
 * panel's first control, Escape closes back to the button, a pointer press or focus moving outside
 * closes it. Unlike useMenu's menus, the panel holds real form controls, so Tab moves inside it.
 */
export function usePopover() {
  const { open, setOpen, close, contains, buttonRef, panelRef, panelId } = usePopup(focusFirstControl);

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
      if (next && !contains(next)) setOpen(false);
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
