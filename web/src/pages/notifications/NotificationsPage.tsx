import { useEffect, type KeyboardEvent } from "react";
import { useLocation } from "wouter";
import { useSnapshot, type Snapshot } from "valtio";
import type { NotificationShape } from "../../../../api/contract/notificationShapes";
import { Button } from "../../components/Button";
import { PagedList } from "../../components/PagedList";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { isListCurrent, loadMoreNotifications, loadNotifications, markAllNotificationsRead, markNotificationRead, notificationInbox, notificationList, unreadInTab, type NotificationView } from "../../stores/notifications";
import { loadProjects, projects } from "../../stores/projects";
import { usePeek } from "../workItems/peek/usePeek";
import { WorkItemPeek } from "../workItems/peek/WorkItemPeek";
import { DesktopNotificationsButton } from "./DesktopNotificationsButton";
import { InboxFilters } from "./InboxFilters";
import { INBOX_PANEL_ID, InboxTabs } from "./InboxTabs";
import { NotificationRow } from "./NotificationRow";
import { notifiedPagePath } from "./notificationText";
import "./Notifications.css";

interface Props {
  slug: string;
  workspaceId: string;
  workspaceRole: RoleValue;
}

/** What the list says when nothing matches, by view. */
const EMPTY: Record<NotificationView, { title: string; text: string }> = {
  inbox: { title: "No notifications", text: "When someone assigns you, comments on or changes a work item you follow, or mentions you, it shows here." },
  snoozed: { title: "Nothing snoozed", text: "Snooze a notification to put it away until later; it comes back to the inbox when its time comes." },
  archived: { title: "Nothing archived", text: "Archived notifications are kept here, out of the inbox." },
};

/** ArrowDown and ArrowUp move between the rows, so the list reads like a mail inbox; Enter opens the focused one. */
function moveBetweenRows(event: KeyboardEvent<HTMLDivElement>): void {
  const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
  if (step === 0 || !(event.target instanceof HTMLElement) || !event.target.classList.contains("notification-row__open")) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>(".notification-row__open")];
  const next = rows[rows.indexOf(event.target) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** /{slug}/notifications/: the person's inbox (SPEC.md sections 2 and 4), each entry opening its work item in the peek, or its page. */
export function NotificationsPage({ slug, workspaceId, workspaceRole }: Props) {
  const list = useSnapshot(notificationList);
  const { view, markingAllRead, tab, counts } = useSnapshot(notificationInbox);
  const { active } = useSnapshot(projects);
  const { peekId, openPeek } = usePeek();
  const [, navigate] = useLocation();
  useDocumentTitle("Notifications");

  useEffect(() => {
    void loadNotifications(slug, workspaceId);
    void loadProjects(slug);
  }, [slug, workspaceId]);

  const open = (notification: Snapshot<NotificationShape>) => {
    if (notification.read_at === null) void markNotificationRead(slug, notification.id);
    const page = notifiedPagePath(slug, notification);
    if (page) navigate(`~${page}`);
    else openPeek(notification.entity_identifier);
  };

  const peeked = peekId ? list.items.find((entry) => entry.entity_identifier === peekId) : undefined;
  const peekProject = peeked ? (active as readonly Project[]).find((project) => project.id === peeked.project) : undefined;
  const anyUnreadListed = list.items.some((entry) => entry.read_at === null);

  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <header className="inbox-header">
        <h1 id="notifications-title">Notifications</h1>
        <div className="inbox-header__actions">
          <DesktopNotificationsButton />
          <Button variant="secondary" loading={markingAllRead} disabled={unreadInTab(counts, tab) === 0 && !anyUnreadListed} onClick={() => void markAllNotificationsRead(slug)}>
            Mark all read
          </Button>
        </div>
      </header>
      <InboxTabs slug={slug} />
      <InboxFilters slug={slug} />
      <div id={INBOX_PANEL_ID} role="tabpanel" aria-label={tab === "mentions" ? "Mentions" : "All notifications"} onKeyDown={moveBetweenRows}>
        <PagedList
          current={isListCurrent(slug)}
          state={list.state}
          count={list.items.length}
          loadingText="Loading notifications…"
          failedTitle="Could not load your notifications"
          onRetry={() => void loadNotifications(slug, workspaceId)}
          empty={
            <div className="empty-state">
              <p className="empty-state__title">{EMPTY[view].title}</p>
              <p className="muted">{EMPTY[view].text}</p>
            </div>
          }
          label="Notifications"
          hasMore={Boolean(list.nextCursor)}
          moreState={list.moreState}
          moreLabel="Load more notifications"
          moreError="The next notifications did not load. Check your connection and try again."
          onMore={() => void loadMoreNotifications(slug)}
        >
          {list.items.map((notification) => (
            <NotificationRow key={notification.id} slug={slug} notification={notification} onOpen={() => open(notification)} />
          ))}
        </PagedList>
      </div>
      {peekProject && <WorkItemPeek slug={slug} project={peekProject as Project} workspaceRole={workspaceRole} />}
    </section>
  );
}
