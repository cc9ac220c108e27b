import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { desktopNotifications, turnOffDesktopNotifications, turnOnDesktopNotifications } from "./desktopNotifications";

/** The inbox header's opt-in to desktop notifications; the browser asks for permission the first time. */
export function DesktopNotificationsButton() {
  const { permission, optedIn } = useSnapshot(desktopNotifications);
  if (permission === "unsupported") return null;
  if (permission === "denied") return <p className="muted inbox-header__note">Desktop notifications are blocked in this browser's site settings.</p>;
  return optedIn && permission === "granted" ? (
    <Button variant="secondary" onClick={turnOffDesktopNotifications}>
      Turn off desktop notifications
    </Button>
  ) : (
    <Button variant="secondary" onClick={() => void turnOnDesktopNotifications()}>
      Turn on desktop notifications
    </Button>
  );
}
