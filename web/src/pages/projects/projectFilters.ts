import type { Project } from "../../http/types";

/** Project scope tabs of SPEC.md section 2; "archived" is its own route. */
export type ProjectsView = "all" | "mine" | "archived";

/** SPEC.md section 6: "my projects" hides the projects where the person has no role. */
export function isMine(project: Pick<Project, "member_role">): boolean {
  return project.member_role !== null;
}

/** Name or identifier, case-insensitive, anywhere in it: the same matching as the server's `search`. */
export function matchesSearch(project: Pick<Project, "name" | "identifier">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return project.name.toLowerCase().includes(needle) || project.identifier.toLowerCase().includes(needle);
}

const EXCERPT_LENGTH = 140;

/** The first words of a description for a card; the full text is on the project itself. */
export function descriptionExcerpt(description: string): string {
  const flat = description.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  return `${flat.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, "")}…`;
}
