import { useState } from "react";
import { useMenu } from "../../shell/useMenu";
import { CustomSnoozeDialog } from "./CustomSnoozeDialog";
import { SNOOZE_CHOICES, snoozeUntil } from "./snoozeChoices";
import "../../shell/MenuItem.css";

interface Props {
  /** The work item's key, naming the menu for screen readers: "Snooze WEB-3". */
  subject: string;
  onSnooze: (till: Date) => Promise<void>;
}

/** A row's "Snooze" menu button (WAI-ARIA menu): the choices of SPEC.md section 4, then a custom date. */
export function SnoozeMenu({ subject, onSnooze }: Props) {
  const { open, close, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();
  const [custom, setCustom] = useState(false);
  const label = `Snooze ${subject}`;
  return (
    <div className="notification-menu">
      <button {...buttonProps} className="btn btn--ghost notification-row__action" aria-label={label}>
        <span className="btn__label">Snooze</span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className="notification-menu__popover" onKeyDown={onMenuKeyDown}>
          {SNOOZE_CHOICES.map((choice) => (
            <button
              key={choice.days}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                close(true);
                void onSnooze(snoozeUntil(choice.days));
              }}
            >
              {choice.label}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu-item"
            onClick={() => {
              close(true);
              setCustom(true);
            }}
          >
            Custom date…
          </button>
        </div>
      )}
      {custom && <CustomSnoozeDialog open onClose={() => setCustom(false)} subject={subject} onSnooze={onSnooze} />}
    </div>
  );
}
