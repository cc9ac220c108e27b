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
}

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  message?: string;
  action?: ToastAction;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. Default 6000. */
  durationMs?: number;
}

interface ToastStore {
  items: Toast[];
}

export const toasts = proxy<ToastStore>({ items: [] });

/** More than this and the oldest ones make room. */
const MAX_VISIBLE = 4;
let nextId = 1;

export function showToast({ tone = "info", title, message, action, durationMs = 6000 }: ToastInput): number {
  const id = nextId++;
  toasts.items.push({ id, tone, title, message, action });
  if (toasts.items.length > MAX_VISIBLE) toasts.items.splice(0, toasts.items.length - MAX_VISIBLE);
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  const index = toasts.items.findIndex((toast) => toast.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}

export function clearToasts(): void {
  toasts.items.splice(0);
}
