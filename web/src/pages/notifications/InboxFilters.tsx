import { useSnapshot } from "valtio";
import { NOTIFICATION_TYPES, type NotificationType } from "../../../../api/contract/notificationShapes";
import { useMenu } from "../../shell/useMenu";
import { notificationInbox, setNotificationView, setUnreadOnly, toggleNotificationType, type NotificationView } from "../../stores/notifications";
import { ToggleGroup } from "../workItems/ToggleGroup";
import "../../shell/MenuItem.css";

const TYPE_LABELS: Record<NotificationType, string> = { assigned: "Assigned to me", created: "Created by me", subscribed: "Subscribed by me" };
const VIEWS: readonly NotificationView[] = ["inbox", "snoozed", "archived"];
const VIEW_LABELS: Record<NotificationView, string> = { inbox: "Inbox", snoozed: "Snoozed", archived: "Archived" };

/** The inbox's filters: which reasons (SPEC.md section 4 "Filters: assigned, created, subscribed"), unread only, and which view. */
export function InboxFilters({ slug }: { slug: string }) {
  const { types, unreadOnly, view } = useSnapshot(notificationInbox);
  const { open, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();
  const active = types.length + (unreadOnly ? 1 : 0);

  return (
    <div className="inbox-filters">
      <div className="notification-menu">
        <button {...buttonProps} className="btn btn--secondary">
          <span className="btn__label">{active > 0 ? `Filters (${active})` : "Filters"}</span>
        </button>
        {open && (
          <div ref={menuRef} id={menuId} role="menu" aria-label="Filters" className="notification-menu__popover notification-menu__popover--start" onKeyDown={onMenuKeyDown}>
            {NOTIFICATION_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                role="menuitemcheckbox"
                aria-checked={types.includes(type)}
                tabIndex={-1}
                className="menu-item notification-menu__check"
                onClick={() => void toggleNotificationType(slug, type)}
              >
                {TYPE_LABELS[type]}
              </button>
            ))}
            <hr className="notification-menu__separator" />
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={unreadOnly}
              tabIndex={-1}
              className="menu-item notification-menu__check"
              onClick={() => void setUnreadOnly(slug, !unreadOnly)}
            >
              Unread only
            </button>
          </div>
        )}
      </div>
      <ToggleGroup label="Show" options={VIEWS} labels={VIEW_LABELS} value={view} onChange={(next) => void setNotificationView(slug, next)} />
    </div>
  );
}
