import { randomUUID } from "node:crypto";
import { sha256 } from "../../../api/auth/tokens.js";
import type { EventName } from "../../../api/contract/events.js";
import { ROLE } from "../../../api/contract/roles.js";
import type { Db } from "../../../db/connection.js";
import type { User } from "../../../db/models/User.js";
import type { Workspace } from "../../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../../db/models/WorkspaceInvitation.js";
import type { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { uniqueEmail } from "../../helpers/factories.js";
import { buildStaffedProject } from "../../helpers/projects.js";

/**
 * The shape of the authorization matrix (tests/api/tenantWall.test.ts): one row per route under
 * /api/workspaces/, saying what each kind of caller hears. Rows live beside this file, one file per resource.
 */

export type Caller = "admin" | "member" | "guest" | "nonMember" | "anonymous";
export const CALLERS: Caller[] = ["anonymous", "nonMember", "guest", "member", "admin"];

/** A workspace of its own for one case: the three role holders plus a spare member to act on. */
export interface Fixture {
  db: Db;
  workspace: Workspace;
  /** The signed-in callers' users; nonMember is in no workspace of the fixture. */
  users: Record<Exclude<Caller, "anonymous">, User>;
  /** A Member who is none of the callers: the target of member routes. */
  target: WorkspaceMember;
}

export interface MatrixRow {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The path template exactly as the router registered it (trailing slash aside). */
  path: string;
  body?: (f: Fixture, ids: Record<string, string>) => unknown;
  /** A query string appended to the path, without the "?". */
  query?: string;
  /**
   * Values for the path's id parameters, made in (or taken from) the fixture's workspace. The foreign-id
   * check calls it on another workspace's fixture. :slug is always the fixture's own slug.
   */
  ids?: (f: Fixture) => Promise<Record<string, string>>;
  expected: Record<Caller, number>;
  /**
   * For a write (POST, PATCH, DELETE): the events the admin's successful call publishes, by name, in
   * any order and each at least once. Every write row says it: a write without its event fails the run.
   */
  emits?: readonly EventName[];
  /** Instead of `emits`, for the rare write that changes nothing anyone else can see: why it is silent. */
  silentBecause?: string;
}

export const memberTarget = async (f: Fixture) => ({ memberId: f.target.id });

/** An open invitation of the fixture's workspace, addressed to nobody among the callers. */
export async function openInvitation(f: Fixture): Promise<Record<string, string>> {
  const invitation = await WorkspaceInvitation.query(f.db).insertAndFetch({
    workspace_id: f.workspace.id,
    email: uniqueEmail("invitee"),
    role: ROLE.MEMBER,
    token_hash: sha256(randomUUID()),
    invited_by_id: f.workspace.owner_id,
  });
  return { id: invitation.id };
}

/**
 * A public project of the fixture's workspace, created by its admin, with the member and the guest added
 * at their workspace roles: every caller who could hold a project role holds one.
 */
export async function staffedProject(f: Fixture): Promise<Record<string, string>> {
  return { projectId: (await buildStaffedProject(f.db, f.workspace, f.users)).id };
}
