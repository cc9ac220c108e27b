import { randomUUID } from "node:crypto";
import { ROLE } from "../../../api/contract/roles.js";
import { Project } from "../../../db/models/Project.js";
import { buildUser } from "../../helpers/factories.js";
import { buildWorkItem } from "../../helpers/workItems.js";
import { addMember } from "../../helpers/workspaces.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

const ALL_READERS = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 };
/** A draft is its writer's alone: everyone else inside the wall finds no such item. */
const ONLY_ITS_WRITER = (status: number) => ({ anonymous: 401, nonMember: 404, guest: 404, member: 404, admin: status });

/** A draft the admin wrote in a staffed project: only its writer may convert it. */
async function adminDraft(f: Fixture): Promise<Record<string, string>> {
  const { projectId } = await staffedProject(f);
  const project = await Project.query(f.db).findById(projectId as string);
  if (!project) throw new Error("the staffed project is missing");
  const draft = await buildWorkItem(f.db, project, { is_draft: true, created_by_id: f.users.admin.id });
  return { issueId: draft.id };
}

/**
 * A member of this workspace alone. The callers and the fixture's target are in every fixture's
 * workspace, so only a person of their own proves that another workspace's member is unknown here.
 */
async function loneMember(f: Fixture): Promise<Record<string, string>> {
  const user = await buildUser(f.db);
  await addMember(f.db, f.workspace, user, ROLE.MEMBER);
  return { userId: user.id };
}

/** Workspace views, profile lists, workspace drafts and search (api/routes/workspaceItems/). */
export const WORKSPACE_ITEM_ROWS: MatrixRow[] = [
  { method: "GET", path: "/api/workspaces/:slug/issues/", query: "view=assigned", expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/user-issues/:userId/", query: "type=created", ids: loneMember, expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/user-stats/:userId/", ids: loneMember, expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/user-profile/:userId/", ids: loneMember, expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/user-activity/:userId/", ids: loneMember, expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/draft-issues/", expected: ALL_READERS },
  { method: "GET", path: "/api/workspaces/:slug/search/", query: "search=matrix", expected: ALL_READERS },
  {
    // The project is named in the body, so the matrix's foreign-id check (path ids, 404) cannot apply; a
    // made-up project is a 400 for everyone inside the wall. Success and 403 are in workspaceItems.test.ts.
    method: "POST",
    path: "/api/workspaces/:slug/draft-issues/",
    body: () => ({ project_id: randomUUID(), name: "Draft by the matrix" }),
    expected: { anonymous: 401, nonMember: 404, guest: 400, member: 400, admin: 400 },
    // What a draft made for a real project publishes, to its creator alone.
    emits: ["work_item.created"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/draft-issues/:issueId/draft-to-issue/",
    ids: adminDraft,
    expected: { anonymous: 401, nonMember: 404, guest: 404, member: 404, admin: 201 },
    // A converted draft is new to the project.
    emits: ["work_item.created"],
  },
  { method: "POST", path: "/api/workspaces/:slug/draft-to-issue/:issueId/", ids: adminDraft, expected: ONLY_ITS_WRITER(201), emits: ["work_item.created"] },
  { method: "GET", path: "/api/workspaces/:slug/draft-issues/:issueId/", ids: adminDraft, expected: ONLY_ITS_WRITER(200) },
  { method: "PATCH", path: "/api/workspaces/:slug/draft-issues/:issueId/", ids: adminDraft, body: () => ({ name: "Renamed by the matrix" }), expected: ONLY_ITS_WRITER(200), emits: ["work_item.updated"] },
  { method: "DELETE", path: "/api/workspaces/:slug/draft-issues/:issueId/", ids: adminDraft, expected: ONLY_ITS_WRITER(204), emits: ["work_item.deleted"] },
];
