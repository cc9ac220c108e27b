import { useMenu } from "../../shell/useMenu";
import "../../shell/MenuItem.css";

export interface RowMenuItem {
  label: string;
  perform: () => void;
  /** Shown but refused; `hint` says why, so the person knows what would make it possible. */
  disabled?: boolean;
  hint?: string;
}

/** A project's "⋯" actions (WAI-ARIA menu button), named after the project for screen readers. */
export function ProjectRowMenu({ projectName, items }: { projectName: string; items: readonly RowMenuItem[] }) {
  const { open, close, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();
  if (items.length === 0) return null;
  return (
    <div className="project-menu">
      <button {...buttonProps} className="icon-button" aria-label={`Actions for ${projectName}`}>
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={`Actions for ${projectName}`} className="project-menu__popover" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.hint ? "menu-item menu-item--with-hint" : "menu-item"}
              aria-label={item.hint ? item.label : undefined}
              aria-describedby={item.hint ? `${menuId}-hint-${index}` : undefined}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (item.disabled) return;
                close(true);
                item.perform();
              }}
            >
              {item.label}
              {item.hint && (
                <span id={`${menuId}-hint-${index}`} className="menu-item__hint">
                  {item.hint}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
