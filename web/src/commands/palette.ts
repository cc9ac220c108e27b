import { proxy } from "valtio";

/** The command palette's switch (Ctrl/Cmd+K), and the commands run from it lately, newest first. */
interface PaletteStore {
  open: boolean;
  recentIds: string[];
}

const RECENT_KEY = "cairn:recent-commands";
const RECENT_MAX = 5;

function readRecent(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(RECENT_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string").slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export const palette = proxy<PaletteStore>({ open: false, recentIds: readRecent() });

export function setPaletteOpen(open: boolean): void {
  palette.open = open;
}

/** Recent commands come first the next time; keeping them is a convenience, so a failure is only logged. */
export function rememberCommand(id: string): void {
  palette.recentIds = [id, ...palette.recentIds.filter((entry) => entry !== id)].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(palette.recentIds));
  } catch (error) {
    console.warn("Could not keep the recent commands", error);
  }
}
