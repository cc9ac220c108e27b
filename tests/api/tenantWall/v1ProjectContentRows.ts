import { staffedProject, type MatrixRow } from "./matrix.js";
import { labelInProject } from "./labelRows.js";
import { stateInProject } from "./stateRows.js";

const READERS = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } as const;
const EDITORS = { anonymous: 401, nonMember: 404, guest: 403 } as const;

/** Public API v1: a project's states and labels (token mode: see tests/api/tenantWall.test.ts). */
export const V1_PROJECT_CONTENT_ROWS: MatrixRow[] = [
  { method: "GET", path: "/api/v1/workspaces/:slug/projects/:projectId/states/", ids: staffedProject, expected: READERS },
  {
    method: "POST",
    path: "/api/v1/workspaces/:slug/projects/:projectId/states/",
    ids: staffedProject,
    body: () => ({ name: "Made through v1", color: "#112233", group: "started" }),
    // Plane answers a new state 200.
    expected: { ...EDITORS, member: 200, admin: 200 },
    emits: ["state.created"],
  },
  { method: "GET", path: "/api/v1/workspaces/:slug/projects/:projectId/states/:stateId/", ids: stateInProject, expected: READERS },
  {
    method: "PATCH",
    path: "/api/v1/workspaces/:slug/projects/:projectId/states/:stateId/",
    ids: stateInProject,
    body: () => ({ color: "#445566" }),
    expected: { ...EDITORS, member: 200, admin: 200 },
    emits: ["state.updated"],
  },
  {
    method: "DELETE",
    path: "/api/v1/workspaces/:slug/projects/:projectId/states/:stateId/",
    ids: stateInProject,
    expected: { ...EDITORS, member: 204, admin: 204 },
    emits: ["state.deleted"],
  },
  { method: "GET", path: "/api/v1/workspaces/:slug/projects/:projectId/labels/", ids: staffedProject, expected: READERS },
  {
    method: "POST",
    path: "/api/v1/workspaces/:slug/projects/:projectId/labels/",
    ids: staffedProject,
    body: () => ({ name: "v1 label", color: "#aabbcc" }),
    expected: { ...EDITORS, member: 201, admin: 201 },
    emits: ["label.created"],
  },
  { method: "GET", path: "/api/v1/workspaces/:slug/projects/:projectId/labels/:labelId/", ids: labelInProject, expected: READERS },
  {
    method: "PATCH",
    path: "/api/v1/workspaces/:slug/projects/:projectId/labels/:labelId/",
    ids: labelInProject,
    body: () => ({ name: "Renamed through v1" }),
    expected: { ...EDITORS, member: 200, admin: 200 },
    emits: ["label.updated"],
  },
  {
    method: "DELETE",
    path: "/api/v1/workspaces/:slug/projects/:projectId/labels/:labelId/",
    ids: labelInProject,
    expected: { ...EDITORS, member: 204, admin: 204 },
    emits: ["label.deleted"],
  },
];
