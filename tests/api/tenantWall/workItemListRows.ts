import { staffedProject, type MatrixRow } from "./matrix.js";

const ALL_READERS = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 };

/**
 * Work item lists and the per-user display properties. Saving display properties is open to guests: it
 * stores only the caller's own view settings and changes nothing anyone else sees.
 */
export const WORK_ITEM_LIST_ROWS: MatrixRow[] = [
  { method: "GET", path: "/api/workspaces/:slug/projects/:projectId/issues/", query: "group_by=state&show_empty_groups=true", ids: staffedProject, expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/projects/:projectId/user-properties/", ids: staffedProject, expected: ALL_READERS },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/user-properties/",
    body: () => ({ display_filters: { group_by: "priority" } }),
    ids: staffedProject,
    expected: ALL_READERS,
    emits: ["work_item_user_properties.updated"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/user-properties/",
    body: () => ({ display_properties: { key: false } }),
    ids: staffedProject,
    expected: ALL_READERS,
    emits: ["work_item_user_properties.updated"],
  },
];
