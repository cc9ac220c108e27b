import { proxy, subscribe } from "valtio";
import type { UserTheme } from "../../../api/contract/themes";
import { session } from "../stores/session";
import { applyTheme, cacheTheme, readCachedTheme } from "./applyTheme";

/** A theme shown without being saved: the appearance editor's live preview. */
export const themePreview = proxy<{ theme: UserTheme | null }>({ theme: null });

export function previewTheme(theme: UserTheme | null): void {
  themePreview.theme = theme ? { ...theme } : null;
}

const SYSTEM: UserTheme = { theme: "system" };

/**
 * Keeps <html> in the theme of the moment: the preview, else the signed-in profile's, else the last
 * one this browser saw. Follows prefers-color-scheme live for "system". Called once from main.tsx.
 */
export function startThemeSync(): () => void {
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  let lastApplied = "";
  let lastCached = "";

  const sync = () => {
    const saved = session.profile?.theme ?? null;
    if (saved) {
      const key = JSON.stringify(saved);
      if (key !== lastCached) {
        cacheTheme(saved);
        lastCached = key;
      }
    }
    const theme = themePreview.theme ?? saved ?? readCachedTheme() ?? SYSTEM;
    const key = `${JSON.stringify(theme)}|${media.matches}`;
    if (key === lastApplied) return;
    lastApplied = key;
    applyTheme(theme, media.matches);
  };

  const stopSession = subscribe(session, sync);
  const stopPreview = subscribe(themePreview, sync);
  media.addEventListener("change", sync);
  sync();
  return () => {
    stopSession();
    stopPreview();
    media.removeEventListener("change", sync);
  };
}
