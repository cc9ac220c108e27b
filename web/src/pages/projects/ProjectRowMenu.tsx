import { useMenu } from "../../layouts/useMenu";
import "../../layouts/MenuItem.css";

export interface RowMenuItem {
  label: string;
  perform: () => void;
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
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                close(true);
                item.perform();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
