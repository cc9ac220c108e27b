import { navigate } from "wouter/use-browser-location";
import { session } from "../stores/session";
import { focusTargets, hasRows, workItemFocus } from "../stores/workItemFocus";
import { workspaces } from "../stores/workspaces";
import { commandScope } from "./scope";
import type { CommandContext } from "./types";

/**
 * The one context every command is asked and run with. Its fields are read from the stores at the moment
 * of asking (getters), so menus and key handlers holding it never see a stale page. Paths are absolute,
 * whatever nested route the page is in.
 */
export const commandContext: CommandContext = {
  navigate: (path) => navigate(path),
  get workspace() {
    const { current, currentSlug, currentState, membership } = workspaces;
    if (!current || !currentSlug || currentState !== "ready" || session.status !== "authenticated") return null;
    return { slug: currentSlug, role: membership?.role ?? current.role };
  },
  get project() {
    return commandScope.project;
  },
  get canCreateProject() {
    return commandScope.canCreateProject;
  },
  get focusedId() {
    return workItemFocus.focusedId;
  },
  get selectedIds() {
    return workItemFocus.selectedIds;
  },
  get targets() {
    return focusTargets();
  },
  get hasRows() {
    return hasRows();
  },
  get signedIn() {
    return session.status === "authenticated";
  },
};
