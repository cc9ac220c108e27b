import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { loadUnreadCounts, notificationInbox, unreadTotal } from "../stores/notifications";

interface Props {
  slug: string;
  workspaceId: string;
}

/**
 * The sidebar's bell beside "Notifications": the unread count of the open workspace. The socket layer
 * keeps it live; coming back to the tab asks the server again, for whatever a sleeping laptop missed.
 */
export function NotificationBell({ slug, workspaceId }: Props) {
  const { slug: countedSlug, counts } = useSnapshot(notificationInbox);
  const unread = countedSlug === slug ? unreadTotal(counts) : 0;

  useEffect(() => {
    void loadUnreadCounts(slug, workspaceId);
    const onVisible = () => {
      if (!document.hidden) void loadUnreadCounts(slug, workspaceId);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [slug, workspaceId]);

  return (
    <span className="notification-bell" data-unread={unread > 0 || undefined}>
      <svg className="notification-bell__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v2.6L2.2 11h11.6l-1.3-2.4V6A4.5 4.5 0 0 0 8 1.5Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        <path d="M6.3 13a1.8 1.8 0 0 0 3.4 0" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      {unread > 0 ? (
        <span className="count-badge" data-testid="unread-count">
          {unread > 99 ? "99+" : unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : (
        <span className="visually-hidden">, no unread</span>
      )}
    </span>
  );
}
