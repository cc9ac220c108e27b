import { describeError } from "../http/describeError";
import { showToast } from "./toasts";

interface Failure {
  /** The toast's title, e.g. "Label not saved". */
  title: string;
  /** What failed, for describeError: "save the label". */
  action: string;
}

/**
 * Optimistic (SPEC.md section 4): the change shows at once; the entry then becomes what the server
 * saved, or its earlier copy again, with a toast, if refused. `list` is read again after the request
 * because a reload may have replaced the array meanwhile.
 */
export async function patchOptimistically<T extends { id: string }>(list: () => T[], id: string, patch: Partial<T>, send: () => Promise<T>, failure: Failure): Promise<void> {
  const entry = list().find((candidate) => candidate.id === id);
  if (!entry) return;
  const previous = { ...entry };
  Object.assign(entry, patch);
  const put = (value: T) => {
    const index = list().findIndex((candidate) => candidate.id === id);
    if (index >= 0) list()[index] = value;
  };
  try {
    put(await send());
  } catch (error) {
    put(previous);
    showToast({ tone: "danger", title: failure.title, message: describeError(error, failure.action) });
  }
}

/**
 * Optimistic removal (SPEC.md section 4): the entry goes at once and comes back in its place, with a
 * toast, if refused. `list` answers null once its owner is no longer open, so nothing comes back into
 * another item's list; an entry a reload brought back meanwhile is not put in twice.
 */
export async function removeOptimistically<T extends { id: string }>(list: () => T[] | null, id: string, send: () => Promise<unknown>, failure: Failure): Promise<void> {
  const entries = list();
  const index = entries?.findIndex((candidate) => candidate.id === id) ?? -1;
  if (!entries || index < 0) return;
  const [removed] = entries.splice(index, 1);
  try {
    await send();
  } catch (error) {
    const current = list();
    if (current && removed && !current.some((candidate) => candidate.id === id)) current.splice(Math.min(index, current.length), 0, removed);
    showToast({ tone: "danger", title: failure.title, message: describeError(error, failure.action) });
  }
}
