import type { Knex } from "knex";
import { UniqueViolationError } from "objection";
import { Project } from "../../db/models/Project.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { State } from "../../db/models/State.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { ConflictError, fieldError } from "../errors.js";
import { creatorProjectRole } from "../policies/project.js";
import { announceMembershipsCreated } from "../projects/memberEvents.js";
import { presentProjectToAll } from "../projects/presentProjects.js";
import { projectEvent } from "../projects/projectEvent.js";

export const PROJECT_IDENTIFIER_TAKEN = "Project identifier is already taken";
export const PROJECT_NAME_TAKEN = "Project name is already taken";
export const STATE_SEQUENCE_STEP = 65535;

/** The states every new project starts with (SPEC.md section 9: sequences step by 65535). */
export const DEFAULT_STATES = [
  { name: "Backlog", group: "backlog", color: "#60646C", is_default: true },
  { name: "Todo", group: "unstarted", color: "#60646C", is_default: false },
  { name: "In Progress", group: "started", color: "#F59E0B", is_default: false },
  { name: "Done", group: "completed", color: "#46A758", is_default: false },
  { name: "Cancelled", group: "cancelled", color: "#9AA4BC", is_default: false },
] as const;

export interface ProjectFields {
  name: string;
  identifier: string;
  description?: string | undefined;
  network?: number | undefined;
  lead_id?: string | null | undefined;
  logo_props?: Record<string, unknown> | undefined;
  cover_image?: string | null | undefined;
}

/** Maps the two unique indexes of projects to their 409s; checking first would race. */
export function projectConflict(error: unknown): never {
  if (error instanceof UniqueViolationError) {
    if (error.constraint.includes("identifier")) throw new ConflictError(PROJECT_IDENTIFIER_TAKEN, "identifier");
    throw new ConflictError(PROJECT_NAME_TAKEN, "name");
  }
  throw error;
}

/** A project lead is an active member of the project's workspace: their membership, or null without a lead. */
export async function assertLeadInWorkspace(trx: Knex, workspaceId: string, leadId: string | null | undefined): Promise<WorkspaceMember | null> {
  if (!leadId) return null;
  const membership = await WorkspaceMember.query(trx).modify("active").where({ workspace_id: workspaceId, member_id: leadId }).first();
  if (!membership) throw fieldError("lead_id", "is not a member of this workspace");
  return membership;
}

interface ProjectCreateInput extends UnitOfWork {
  workspace: Workspace;
  workspaceRole: number;
  fields: ProjectFields;
}

/**
 * Creates the project, its creator and its lead as its admins (each capped at their workspace role) and
 * its default states. The states are announced with the project (a reader loads them when they open it);
 * each membership is announced as well, as every later one is.
 */
export async function projectCreate(input: ProjectCreateInput): Promise<{ project: Project; membership: ProjectMember }> {
  const { trx, outbox, actor, workspace, fields } = input;
  const lead = await assertLeadInWorkspace(trx, workspace.id, fields.lead_id);
  const project = await Project.query(trx)
    .insertAndFetch({
      workspace_id: workspace.id,
      name: fields.name,
      identifier: fields.identifier,
      description: fields.description ?? "",
      network: fields.network ?? 2,
      lead_id: fields.lead_id ?? null,
      logo_props: fields.logo_props ?? {},
      cover_image: fields.cover_image ?? null,
      created_by_id: actor.id,
      updated_by_id: actor.id,
    })
    .catch(projectConflict);
  const membership = await ProjectMember.query(trx).insertAndFetch({
    workspace_id: workspace.id,
    project_id: project.id,
    member_id: actor.id,
    role: creatorProjectRole(input.workspaceRole),
    is_active: true,
  });
  const memberships = [membership];
  if (lead && lead.member_id !== actor.id) {
    memberships.push(
      await ProjectMember.query(trx).insertAndFetch({
        workspace_id: workspace.id,
        project_id: project.id,
        member_id: lead.member_id,
        role: creatorProjectRole(lead.role),
        is_active: true,
      }),
    );
  }
  const states = [
    ...DEFAULT_STATES.map((state, index) => ({ ...state, sequence: (index + 1) * STATE_SEQUENCE_STEP, is_triage: false })),
    { name: "Triage", group: "triage", color: "#4E5355", is_default: false, sequence: (DEFAULT_STATES.length + 1) * STATE_SEQUENCE_STEP, is_triage: true },
  ];
  await State.query(trx).insert(states.map((state) => ({ ...state, workspace_id: workspace.id, project_id: project.id })));
  outbox.add(projectEvent("project.created", project, actor.id, await presentProjectToAll(trx, project)));
  await announceMembershipsCreated(input, memberships);
  return { project, membership };
}
