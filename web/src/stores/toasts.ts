import { proxy } from "valtio";

/** Short-lived notices (SPEC.md section 8, placement "toast"), shown by the one <Toaster/>. */
export type ToastTone = "danger" | "warning" | "info" | "success";

/** One follow-up a toast offers: a link to what was made, or an undo such as Restore. */
export interface ToastAction {
  label: string;
  /** An address inside the app; the toast shows a link. */
  href?: string;
  /** Run on click; the toast goes away first. */
  perform?: () => void;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  message?: string;
  action?: ToastAction;
  /** Set when like toasts count up in this one instead of stacking (ToastInput.counting). */
  counting?: { key: string; count: number; title: (count: number) => string };
}

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  message?: string;
  action?: ToastAction;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. Default 6000. */
  durationMs?: number;
  /**
   * Toasts of one kind that come in a row (items created one after another) count up in one toast, titled
   * by `title(count)`, rather than stacking over the page. The one shown takes the newest message and action.
   */
  counting?: { key: string; title: (count: number) => string };
}

interface ToastStore {
  items: Toast[];
}

export const toasts = proxy<ToastStore>({ items: [] });

/** More than this and the oldest ones make room. */
const MAX_VISIBLE = 4;
let nextId = 1;

/** Each toast's pending dismissal, restarted when a counting toast counts another one. */
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function dismissLater(id: number, durationMs: number): void {
  clearTimeout(timers.get(id));
  if (durationMs > 0) timers.set(id, setTimeout(() => dismissToast(id), durationMs));
}

export function showToast({ tone = "info", title, message, action, durationMs = 6000, counting }: ToastInput): number {
  const same = counting && toasts.items.find((toast) => toast.counting?.key === counting.key);
  if (counting && same?.counting) {
    same.counting.count += 1;
    Object.assign(same, { tone, title: counting.title(same.counting.count), message, action });
    dismissLater(same.id, durationMs);
    return same.id;
  }
  const id = nextId++;
  toasts.items.push({ id, tone, title: counting ? counting.title(1) : title, message, action, ...(counting ? { counting: { ...counting, count: 1 } } : {}) });
  if (toasts.items.length > MAX_VISIBLE) toasts.items.splice(0, toasts.items.length - MAX_VISIBLE);
  dismissLater(id, durationMs);
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toasts.items.findIndex((toast) => toast.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts.items.splice(0);
}
