import { staffedProject, type MatrixRow } from "./matrix.js";

/** A project's workflow states. */
export const STATE_ROWS: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/states/",
    ids: staffedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
];
