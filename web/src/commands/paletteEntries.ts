import { LIMITS } from "../../../api/contract/limits";
import type { SearchResultsShape } from "../../../api/contract/searchShapes";
import type { Project } from "../http/types";
import { bestScore } from "./fuzzyMatch";
import { availableCommands } from "./registry";
import { keyLabel, shortcutsOf } from "./shortcuts";
import type { CommandContext, CommandGroup } from "./types";

export type PaletteSection = "Recent" | CommandGroup;

/** One row of the palette: what it says, where it is listed, and what choosing it does. */
export interface PaletteEntry {
  id: string;
  section: PaletteSection;
  label: string;
  /** Shown beside the label: a shortcut, a project identifier, a work item key. */
  detail?: string;
  keywords?: readonly string[];
  /** Found by the server, which matched it already: listed even where the palette's own matching would not. */
  found?: boolean;
  /** A command's id, remembered as recent when chosen. */
  commandId?: string;
  run: () => void;
}

export interface PaletteGroup {
  section: PaletteSection;
  entries: PaletteEntry[];
}

/** Sections in the order an empty palette lists them: what was used lately and what the focused item offers first. */
const SECTION_ORDER: readonly PaletteSection[] = ["Recent", "Focused work item", "Work items", "Projects", "Navigation", "Views", "Theme", "Layout", "Help", "Account"];
/** An empty palette lists this many projects; typing finds the others. */
const PROJECTS_WHEN_EMPTY = 8;
/** Small nudges so that, between equal matches, what was used lately or concerns the focused item comes first. */
const RECENT_BONUS = 20;
const FOCUSED_BONUS = 10;
/** A server match the palette's own matching misses (words in another order) ranks as a loose match. */
const FOUND_SCORE = 300;

const KEY_PATTERN = new RegExp(`^([A-Za-z0-9]{1,${LIMITS.projectIdentifierMaxLength}})-(\\d{1,9})$`);

interface Sources {
  context: CommandContext;
  query: string;
  recentIds: readonly string[];
  projects: readonly Pick<Project, "id" | "name" | "identifier">[];
  found: SearchResultsShape["results"];
}

function commandEntries({ context }: Sources): PaletteEntry[] {
  return availableCommands(context)
    .filter((command) => command.id !== "palette.open")
    .map((command) => ({
      id: `command:${command.id}`,
      section: command.group,
      label: command.label,
      detail: shortcutsOf(command)[0]?.split(" ").map(keyLabel).join(" "),
      keywords: command.keywords,
      commandId: command.id,
      run: () => command.perform(context),
    }));
}

function projectEntries({ context, projects, found }: Sources): PaletteEntry[] {
  const slug = context.workspace?.slug;
  if (!slug) return [];
  // The loaded list, plus any project the search found that it lacks (a public project not joined yet).
  const known = new Set(projects.map((project) => project.id));
  const all = [...projects.map(({ id, name, identifier }) => ({ id, name, identifier })), ...found.project.filter((project) => !known.has(project.id))];
  return all.map((project) => ({
    id: `project:${project.id}`,
    section: "Projects",
    label: project.name,
    detail: project.identifier,
    keywords: [project.identifier, "project"],
    run: () => context.navigate(`/${slug}/projects/${project.id}/issues/`),
  }));
}

/** The typed key itself ("WEB-12"), at once, then the items the server found by key or words. */
function workItemEntries({ context, query, found }: Sources): PaletteEntry[] {
  const slug = context.workspace?.slug;
  if (!slug) return [];
  const open = (key: string) => () => context.navigate(`/${slug}/browse/${key}/`);
  const entries: PaletteEntry[] = found.issue.map((item) => {
    const key = `${item.project__identifier}-${item.sequence_id}`;
    return { id: `item:${item.id}`, section: "Work items", label: item.name, detail: key, keywords: [key], found: true, run: open(key) };
  });
  const typed = KEY_PATTERN.exec(query.trim());
  if (typed) {
    const key = `${(typed[1] as string).toUpperCase()}-${Number(typed[2])}`;
    if (!entries.some((entry) => entry.detail === key)) entries.unshift({ id: `key:${key}`, section: "Work items", label: `Open ${key}`, detail: key, keywords: [key], run: open(key) });
  }
  return entries;
}

function scoreOf(entry: PaletteEntry, query: string, recentIds: readonly string[]): number | null {
  const score = bestScore(query, entry.label, [...(entry.keywords ?? []), ...(entry.detail ? [entry.detail] : [])]) ?? (entry.found ? FOUND_SCORE : null);
  if (score === null) return null;
  const recent = entry.commandId && recentIds.includes(entry.commandId) ? RECENT_BONUS : 0;
  return score + recent + (entry.section === "Focused work item" ? FOCUSED_BONUS : 0);
}

/**
 * The palette's rows, grouped. Empty text: recent commands, then every section in a fixed order.
 * Typed text: the matches, each section led by its best match and the sections by theirs.
 */
export function paletteGroups(sources: Sources): PaletteGroup[] {
  const entries = [...commandEntries(sources), ...workItemEntries(sources), ...projectEntries(sources)];
  const query = sources.query.trim();
  if (!query) {
    const recent = sources.recentIds.flatMap((id) => entries.filter((entry) => entry.commandId === id).map((entry) => ({ ...entry, id: `recent:${entry.id}`, section: "Recent" as const })));
    const bySection = (section: PaletteSection) => (section === "Recent" ? recent : entries.filter((entry) => entry.section === section));
    return SECTION_ORDER.map((section) => ({ section, entries: section === "Projects" ? bySection(section).slice(0, PROJECTS_WHEN_EMPTY) : bySection(section) })).filter((group) => group.entries.length > 0);
  }
  const scored = entries.flatMap((entry) => {
    const score = scoreOf(entry, query, sources.recentIds);
    return score === null ? [] : [{ entry, score }];
  });
  const best = new Map<PaletteSection, number>();
  for (const { entry, score } of scored) best.set(entry.section, Math.max(best.get(entry.section) ?? 0, score));
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || SECTION_ORDER.indexOf(a[0]) - SECTION_ORDER.indexOf(b[0]))
    .map(([section]) => ({
      section,
      entries: scored
        .filter(({ entry }) => entry.section === section)
        .sort((a, b) => b.score - a.score)
        .map(({ entry }) => entry),
    }));
}
