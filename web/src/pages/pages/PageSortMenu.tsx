import type { PageOrderBy } from "../../../../api/contract/pages";
import { useMenu } from "../../shell/useMenu";
import "../../shell/MenuItem.css";

/** The list's orders (SPEC.md section 9: the latest change first by default). */
const ORDERS: readonly { value: PageOrderBy; label: string }[] = [
  { value: "-updated_at", label: "Last updated" },
  { value: "-created_at", label: "Newest first" },
  { value: "created_at", label: "Oldest first" },
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
];

/** "Sort: Last updated ▾": a menu of the orders, the current one checked. */
export function PageSortMenu({ value, onChange }: { value: PageOrderBy; onChange: (order: PageOrderBy) => void }) {
  const { open, close, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();
  const current = ORDERS.find((order) => order.value === value) ?? ORDERS[0];
  return (
    <div className="project-menu">
      <button {...buttonProps} className="btn btn--secondary pages-sort__button">
        <span className="btn__label">
          Sort: {current?.label} <span aria-hidden="true">▾</span>
        </span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Sort pages" className="project-menu__popover" onKeyDown={onMenuKeyDown}>
          {ORDERS.map((order) => (
            <button
              key={order.value}
              type="button"
              role="menuitemradio"
              aria-checked={order.value === value}
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                close(true);
                onChange(order.value);
              }}
            >
              {order.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
