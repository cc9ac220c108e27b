import { proxy } from "valtio";
import { navigate } from "wouter/use-browser-location";
import type { NotificationShape } from "../../../../api/contract/notificationShapes";
import { session } from "../../stores/session";
import { notificationKey, notificationSentence, notificationTitle, notifiedPagePath } from "./notificationText";

/** The person's choice, kept per browser: the browser's permission alone would turn them on for everyone who ever allowed it. */
const OPT_IN_KEY = "cairn.desktop-notifications";

type Permission = NotificationPermission | "unsupported";

const supported = () => typeof window !== "undefined" && "Notification" in window;
const currentPermission = (): Permission => (supported() ? Notification.permission : "unsupported");

function readOptIn(): boolean {
  try {
    return localStorage.getItem(OPT_IN_KEY) === "on";
  } catch {
    return false;
  }
}

function writeOptIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(OPT_IN_KEY, "on");
    else localStorage.removeItem(OPT_IN_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/** Whether a new notification also shows on the desktop while Cairn's tab is in the background (opt-in). */
export const desktopNotifications = proxy({ permission: currentPermission(), optedIn: readOptIn() });

/** Asks the browser for permission (only from a click: browsers refuse prompts nobody asked for) and opts in when given. */
export async function turnOnDesktopNotifications(): Promise<void> {
  if (!supported()) return;
  const permission = await Notification.requestPermission();
  desktopNotifications.permission = permission;
  desktopNotifications.optedIn = permission === "granted";
  writeOptIn(desktopNotifications.optedIn);
}

export function turnOffDesktopNotifications(): void {
  desktopNotifications.optedIn = false;
  writeOptIn(false);
}

/**
 * Shows one desktop notification for a new inbox entry when the person opted in, the browser allows it
 * and the tab is hidden (in front, the bell and the inbox already say it). A click brings the tab back
 * with the work item open in the inbox, or on the page it is about.
 */
export function showOnDesktop(slug: string, notification: NotificationShape): void {
  // Read again: the permission may have been revoked in the browser's settings since the page loaded.
  desktopNotifications.permission = currentPermission();
  if (!desktopNotifications.optedIn || desktopNotifications.permission !== "granted" || !document.hidden) return;
  const shown = new Notification(notificationSentence(notification, session.user?.display_name), {
    body: notifiedPagePath(slug, notification) ? notificationTitle(notification) : `${notificationKey(notification)} ${notificationTitle(notification)}`,
    // One entry per notification even if the event arrives twice (a reconnect's catch-up).
    tag: notification.id,
  });
  shown.onclick = () => {
    window.focus();
    navigate(notifiedPagePath(slug, notification) ?? `/${slug}/notifications/?peekId=${encodeURIComponent(notification.entity_identifier)}`);
    shown.close();
  };
}
