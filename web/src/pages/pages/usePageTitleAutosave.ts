import { useCallback, useEffect, useRef, useState } from "react";
import { describeError } from "../../http/describeError";
import { showToast } from "../../stores/toasts";

/** SPEC.md section 4: saved (nothing pending), submitting (typed or on its way), submitted (just saved). */
export type TitleSaveStatus = "saved" | "submitting" | "submitted";

/** SPEC.md section 9: the title is saved once typing has stopped this long. */
export const TITLE_AUTOSAVE_MS = 2000;
/** How long "Saved just now" stays before it settles to "Saved". */
const JUST_SAVED_MS = 3000;

/**
 * The page title as typed, saved 2 s after typing stops (and at once when the page is left or Enter is
 * pressed). A refused save puts the last saved name back with a toast saying why. Someone else's rename
 * shows while this person has nothing pending.
 */
export function usePageTitleAutosave(savedName: string, save: (name: string) => Promise<unknown>) {
  const [draft, setDraft] = useState(savedName);
  const [status, setStatus] = useState<TitleSaveStatus>("saved");
  const draftRef = useRef(savedName);
  const lastSaved = useRef(savedName);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (timer.current || inFlight.current) return;
    lastSaved.current = savedName;
    draftRef.current = savedName;
    setDraft(savedName);
  }, [savedName]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const name = draftRef.current.trim();
    if (name === lastSaved.current.trim()) {
      setStatus("saved");
      return;
    }
    setStatus("submitting");
    inFlight.current = true;
    try {
      await saveRef.current(name);
      lastSaved.current = name;
      setStatus("submitted");
    } catch (error) {
      draftRef.current = lastSaved.current;
      setDraft(lastSaved.current);
      setStatus("saved");
      showToast({ tone: "danger", title: "Title not saved", message: `${describeError(error, "rename the page")} The previous title is back.` });
    } finally {
      inFlight.current = false;
    }
  }, []);

  const change = (value: string) => {
    draftRef.current = value;
    setDraft(value);
    setStatus("submitting");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), TITLE_AUTOSAVE_MS);
  };

  useEffect(() => {
    if (status !== "submitted") return;
    const settle = setTimeout(() => setStatus("saved"), JUST_SAVED_MS);
    return () => clearTimeout(settle);
  }, [status]);

  // Leaving the page with a pending title saves it rather than dropping it.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      const name = draftRef.current.trim();
      if (name !== lastSaved.current.trim()) void saveRef.current(name).catch((error: unknown) => showToast({ tone: "danger", title: "Title not saved", message: describeError(error, "rename the page") }));
    },
    [],
  );

  return { draft, status, change, flush };
}
