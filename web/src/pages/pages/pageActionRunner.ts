import { describeError } from "../../http/describeError";
import { showToast, type ToastAction } from "../../stores/toasts";

interface Outcome {
  /** What was being done, for the failure sentence: "lock the page". */
  action: string;
  /** The failure toast's title. */
  failed: string;
  /** The success toast, when the change is not plain to see where it was made. */
  done?: { title: string; message?: string; action?: ToastAction };
}

/** Runs one page action: a toast saying what to do when it is refused, and one saying what happened when asked. */
export async function runPageAction(perform: () => Promise<unknown>, { action, failed, done }: Outcome): Promise<boolean> {
  try {
    await perform();
    if (done) showToast({ tone: "success", ...done });
    return true;
  } catch (error) {
    showToast({ tone: "danger", title: failed, message: describeError(error, action) });
    return false;
  }
}
