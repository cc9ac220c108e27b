import { useSnapshot } from "valtio";
import { dismissToast, toasts } from "../stores/toasts";
import { DismissButton } from "./DismissButton";
import "./tone.css";
import "./Toaster.css";

/** Mounted once in App: the live region every showToast() lands in. */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label="Notifications">
      {items.map((toast) => (
        <div key={toast.id} className="toast" data-tone={toast.tone}>
          <div className="toast__body">
            <p className="toast__title">{toast.title}</p>
            {toast.message && <p className="toast__message">{toast.message}</p>}
          </div>
          <DismissButton label={`Dismiss: ${toast.title}`} onClick={() => dismissToast(toast.id)} />
        </div>
      ))}
    </div>
  );
}
