import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { dismissToast, toasts, type Toast } from "../stores/toasts";
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
            {toast.action && <ToastActionView toast={toast} />}
          </div>
          <DismissButton label={`Dismiss: ${toast.title}`} onClick={() => dismissToast(toast.id)} />
        </div>
      ))}
    </div>
  );
}

/** The toast's follow-up; links are absolute app paths, as the Toaster sits outside every nested route. */
function ToastActionView({ toast }: { toast: Toast }) {
  const action = toast.action;
  if (!action) return null;
  if (action.href) {
    return (
      <Link href={action.href} className="toast__action" onClick={() => dismissToast(toast.id)}>
        {action.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="toast__action"
      onClick={() => {
        dismissToast(toast.id);
        action.perform?.();
      }}
    >
      {action.label}
    </button>
  );
}
