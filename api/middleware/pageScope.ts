import type { ProjectAccessLevel } from "../policies/project.js";
import { PAGES_DISABLED } from "../policies/page.js";
import { projectFeature } from "./projectFeature.js";
import { projectScope } from "./projectScope.js";

/**
 * Ahead of every page route: the tenant wall, the project (visible to the caller, at `level`: "edit" keeps
 * Guests, who never write to a page, out before their input is read), and its Pages feature switched on.
 * Which page, and what the caller may do to it, the handler's command or read decides.
 */
export function pageRoute(level: Extract<ProjectAccessLevel, "read" | "edit">) {
  return [projectScope(level), projectFeature("page_view", PAGES_DISABLED)] as const;
}
