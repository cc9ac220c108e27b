import { ROLE } from "../../../api/contract/roles.js";
import { uniqueIdentifier } from "../../helpers/projects.js";
import { staffedProject, type MatrixRow } from "./matrix.js";
import { projectMemberTarget } from "./projectMemberRows.js";
import { archivedProject } from "./projectRows.js";

const READERS = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } as const;
const PROJECT_ADMINS = { anonymous: 401, nonMember: 404, guest: 403, member: 403 } as const;

/** Public API v1: workspace members, projects and project members (token mode: see tests/api/tenantWall.test.ts). */
export const V1_WORKSPACE_ROWS: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/v1/workspaces/:slug/members/",
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 200, admin: 200 },
  },
  { method: "GET", path: "/api/v1/workspaces/:slug/projects/", expected: READERS },
  {
    method: "POST",
    path: "/api/v1/workspaces/:slug/projects/",
    body: () => {
      const identifier = uniqueIdentifier("V");
      return { name: `V1 ${identifier}`, identifier };
    },
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 201, admin: 201 },
    emits: ["project.created", "project_member.created"],
  },
  { method: "GET", path: "/api/v1/workspaces/:slug/projects/:projectId/", ids: staffedProject, expected: READERS },
  {
    method: "PATCH",
    path: "/api/v1/workspaces/:slug/projects/:projectId/",
    ids: staffedProject,
    body: () => ({ name: "Renamed through v1" }),
    expected: { ...PROJECT_ADMINS, admin: 200 },
    emits: ["project.updated"],
  },
  {
    method: "DELETE",
    path: "/api/v1/workspaces/:slug/projects/:projectId/",
    ids: staffedProject,
    expected: { ...PROJECT_ADMINS, admin: 204 },
    emits: ["project.deleted"],
  },
  {
    method: "POST",
    path: "/api/v1/workspaces/:slug/projects/:projectId/archive/",
    ids: staffedProject,
    expected: { ...PROJECT_ADMINS, admin: 204 },
    emits: ["project.archived"],
  },
  {
    method: "DELETE",
    path: "/api/v1/workspaces/:slug/projects/:projectId/archive/",
    ids: archivedProject,
    expected: { ...PROJECT_ADMINS, admin: 204 },
    emits: ["project.restored"],
  },
  // Plane serves a project's members at two paths, alike.
  ...["members", "project-members"].flatMap((tail): MatrixRow[] => {
    const base = `/api/v1/workspaces/:slug/projects/:projectId/${tail}/`;
    return [
      { method: "GET", path: base, ids: staffedProject, expected: READERS },
      {
        method: "POST",
        path: base,
        ids: staffedProject,
        body: (f) => ({ member: f.target.member_id, role: ROLE.MEMBER }),
        expected: { ...PROJECT_ADMINS, admin: 201 },
        emits: ["project_member.created"],
      },
      { method: "GET", path: `${base}:memberId/`, ids: projectMemberTarget, expected: READERS },
      {
        method: "PATCH",
        path: `${base}:memberId/`,
        ids: projectMemberTarget,
        body: () => ({ role: ROLE.GUEST }),
        expected: { ...PROJECT_ADMINS, admin: 200 },
        emits: ["project_member.updated"],
      },
      { method: "DELETE", path: `${base}:memberId/`, ids: projectMemberTarget, expected: { ...PROJECT_ADMINS, admin: 204 }, emits: ["project_member.deleted"] },
    ];
  }),
];
