import { randomBytes } from "node:crypto";
import { projectCreate } from "../../api/commands/projectCreate.js";
import { ROLE } from "../../api/contract/roles.js";
import type { Db } from "../../db/connection.js";
import type { Project } from "../../db/models/Project.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import type { WorkspaceCast } from "./workspaces.js";

/** An identifier no other test uses: 10 characters of A-Z0-9. */
export function uniqueIdentifier(prefix = "P"): string {
  return `${prefix}${randomBytes(5).toString("hex").toUpperCase()}`.slice(0, 12);
}

/** Where a fixture's events go: nobody is listening for the making of a test's scenery. */
export const unheardOutbox = { add: () => undefined };

/** A project made through projectCreate (default states included), with `creator` as its admin. */
export async function buildProject(db: Db, workspace: Workspace, creator: User, options: { network?: number; name?: string } = {}): Promise<Project> {
  const identifier = uniqueIdentifier();
  const { project } = await db.transaction((trx) =>
    projectCreate({
      trx,
      outbox: unheardOutbox,
      actor: creator,
      workspace,
      workspaceRole: ROLE.ADMIN,
      fields: { name: options.name ?? `Project ${identifier}`, identifier, network: options.network ?? 2 },
    }),
  );
  return project;
}

export async function addProjectMember(db: Db, project: Project, user: User, role: number): Promise<ProjectMember> {
  return ProjectMember.query(db).insertAndFetch({ workspace_id: project.workspace_id, project_id: project.id, member_id: user.id, role, is_active: true });
}

/** A public project made by `people.admin`, with `people.member` as a project Member and `people.guest` as a project Guest. */
export async function buildStaffedProject(db: Db, workspace: Workspace, people: { admin: User; member: User; guest: User }): Promise<Project> {
  const project = await buildProject(db, workspace, people.admin);
  await addProjectMember(db, project, people.member, ROLE.MEMBER);
  await addProjectMember(db, project, people.guest, ROLE.GUEST);
  return project;
}

/** A project of the cast's workspace made by its admin, with its member and guest in it with those roles. */
export function buildCastProject(db: Db, cast: WorkspaceCast): Promise<Project> {
  return buildStaffedProject(db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
}
