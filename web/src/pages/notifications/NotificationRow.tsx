import { useSnapshot, type Snapshot } from "valtio";
import { pageNotified, workItemNotified, type NotificationShape } from "../../../../api/contract/notificationShapes";
import { Button } from "../../components/Button";
import { Avatar } from "../../shell/Avatar";
import { session } from "../../stores/session";
import { archiveNotification, isSnoozed, markNotificationRead, markNotificationUnread, snoozeNotification, unarchiveNotification } from "../../stores/notifications";
import { relativeTime } from "../workItems/relativeTime";
import { notificationActor, notificationKey, notificationPhrase, notificationTitle } from "./notificationText";
import { formatSnoozedTill } from "./snoozeChoices";
import { SnoozeMenu } from "./SnoozeMenu";

interface Props {
  slug: string;
  notification: Snapshot<NotificationShape>;
  /** Opens its work item or page (and marks it read). */
  onOpen: () => void;
}

/** One inbox entry: who did what to which work item or page and when, opening it; then its read, snooze and archive actions. */
export function NotificationRow({ slug, notification, onOpen }: Props) {
  const { user } = useSnapshot(session);
  const unread = notification.read_at === null;
  const key = notificationKey(notification);
  const actor = notificationActor(notification);
  const comment = workItemNotified(notification.data)?.issue_activity.issue_comment ?? null;
  const onPage = pageNotified(notification.data) !== null;
  const snoozed = isSnoozed(notification);
  const archived = notification.archived_at !== null;

  return (
    <li className={unread ? "notification-row notification-row--unread" : "notification-row"}>
      <button type="button" className="notification-row__open" onClick={onOpen}>
        <span className="notification-row__dot" aria-hidden="true" />
        <Avatar name={actor} url={notification.triggered_by_details?.avatar_url} size={32} />
        <span className="notification-row__text">
          <span className="notification-row__message">
            {unread && <span className="visually-hidden">Unread: </span>}
            <strong>{actor}</strong> {notificationPhrase(notification, user?.display_name)}
          </span>
          <span className="notification-row__subject">
            <span className="notification-row__key">{onPage ? "Page" : key}</span> {notificationTitle(notification)}
          </span>
          {comment && <span className="notification-row__comment">{comment}</span>}
          {snoozed && notification.snoozed_till && <span className="notification-row__snoozed">Snoozed until {formatSnoozedTill(notification.snoozed_till)}</span>}
        </span>
        <time className="notification-row__time" dateTime={notification.created_at}>
          {relativeTime(notification.created_at)}
        </time>
      </button>
      <div className="notification-row__actions">
        {unread ? (
          <Button variant="ghost" className="notification-row__action notification-row__action--read" aria-label={`Mark ${key} as read`} onClick={() => void markNotificationRead(slug, notification.id)}>
            Mark read
          </Button>
        ) : (
          <Button variant="ghost" className="notification-row__action notification-row__action--read" aria-label={`Mark ${key} as unread`} onClick={() => void markNotificationUnread(slug, notification.id)}>
            Mark unread
          </Button>
        )}
        {!archived &&
          (snoozed ? (
            <Button variant="ghost" className="notification-row__action" aria-label={`Unsnooze ${key}`} onClick={() => void snoozeNotification(slug, notification.id, null)}>
              Unsnooze
            </Button>
          ) : (
            <SnoozeMenu subject={key} onSnooze={(till) => snoozeNotification(slug, notification.id, till)} />
          ))}
        {archived ? (
          <Button variant="ghost" className="notification-row__action" aria-label={`Unarchive ${key}`} onClick={() => void unarchiveNotification(slug, notification.id)}>
            Unarchive
          </Button>
        ) : (
          <Button variant="ghost" className="notification-row__action" aria-label={`Archive ${key}`} onClick={() => void archiveNotification(slug, notification.id)}>
            Archive
          </Button>
        )}
      </div>
    </li>
  );
}
