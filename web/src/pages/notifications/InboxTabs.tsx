import type { KeyboardEvent } from "react";
import { useSnapshot } from "valtio";
import { notificationInbox, setNotificationTab, unreadInTab, type NotificationTab } from "../../stores/notifications";

const TABS: readonly { tab: NotificationTab; label: string }[] = [
  { tab: "all", label: "All" },
  { tab: "mentions", label: "Mentions" },
];

/** The id of the list the tabs control, for aria-controls. */
export const INBOX_PANEL_ID = "notification-inbox-panel";

/** SPEC.md section 4 "Notification tabs: all, mentions" (all is everything but the mentions, as in Plane), each with its unread count (WAI-ARIA tabs: arrow keys move and choose). */
export function InboxTabs({ slug }: { slug: string }) {
  const { tab: current, counts } = useSnapshot(notificationInbox);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TABS.findIndex((entry) => entry.tab === current);
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (!next) return;
    void setNotificationTab(slug, next.tab);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${next.tab}"]`)?.focus();
  };

  return (
    <div role="tablist" aria-label="Notifications" className="inbox-tabs" onKeyDown={onKeyDown}>
      {TABS.map(({ tab, label }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          data-tab={tab}
          aria-selected={tab === current}
          aria-controls={INBOX_PANEL_ID}
          tabIndex={tab === current ? 0 : -1}
          className="inbox-tabs__tab"
          onClick={() => void setNotificationTab(slug, tab)}
        >
          {label}
          {unreadInTab(counts, tab) > 0 && (
            <span className="count-badge">
              {unreadInTab(counts, tab)}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
