import { LAYOUTS, WORKSPACE_VIEWS, type WorkspaceView } from "../../../api/contract/workItemDisplay";
import { LAYOUT_LABELS } from "../pages/workItems/LayoutSwitcher";
import { WORKSPACE_SIDEBAR_ITEMS } from "../shell/WorkspaceSidebar";
import { isGuest } from "../stores/memberRules";
import { changeWorkItemView } from "../stores/workItemView";
import type { Command } from "./types";

const VIEW_LABELS: Record<WorkspaceView, string> = {
  "all-issues": "All work items",
  assigned: "Assigned to me",
  created: "Created by me",
  subscribed: "Subscribed",
};

/** The workspace sidebar's pages (home has its own "g h"), as the sidebar offers them to the viewer's role. */
const WORKSPACE_PAGES: readonly Command[] = WORKSPACE_SIDEBAR_ITEMS.filter((item) => item.path !== "/").map((item) => ({
  id: `go.workspace${item.path.replace(/\/$/, "").replaceAll("/", ".")}`,
  label: `Go to ${item.label}`,
  group: "Navigation",
  when: (context) => context.workspace !== null && !(item.membersOnly && isGuest(context.workspace.role)),
  perform: (context) => {
    if (context.workspace) context.navigate(`/${context.workspace.slug}${item.path}`);
  },
}));

/** The built-in workspace views (SPEC.md section 2). */
const WORKSPACE_VIEW_COMMANDS: readonly Command[] = WORKSPACE_VIEWS.map((view) => ({
  id: `view.${view}`,
  label: `View: ${VIEW_LABELS[view]}`,
  group: "Views",
  keywords: ["workspace view", "work items"],
  when: (context) => context.workspace !== null,
  perform: (context) => {
    if (context.workspace) context.navigate(`/${context.workspace.slug}/workspace-views/${view}/`);
  },
}));

/** The project on screen in another layout, saved as the person's display setting like the layout switcher does. */
const LAYOUT_COMMANDS: readonly Command[] = LAYOUTS.map((layout) => ({
  id: `layout.${layout}`,
  label: `Show as ${LAYOUT_LABELS[layout].toLowerCase()}`,
  group: "Views",
  keywords: ["layout", LAYOUT_LABELS[layout]],
  when: (context) => context.project !== null,
  perform: (context) => {
    if (context.project) void changeWorkItemView(context.project.slug, context.project.id, { display_filters: { layout } });
  },
}));

export const VIEW_COMMANDS: readonly Command[] = [...WORKSPACE_PAGES, ...WORKSPACE_VIEW_COMMANDS, ...LAYOUT_COMMANDS];
