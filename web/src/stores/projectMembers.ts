import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { ProjectMember, RoleValue, WorkspaceMember } from "../http/types";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";
import { loadOwned, type LoadState } from "./loadOwned";

/** Members of the project whose settings are open, and the workspace members who could join it. */
interface ProjectMembersStore {
  projectId: string | null;
  members: ProjectMember[];
  state: LoadState;
  /** Everyone in the workspace; the add dialog leaves out those already in the project. */
  workspaceMembers: WorkspaceMember[];
  workspaceMembersState: LoadState;
}

export const projectMembers = proxy<ProjectMembersStore>({
  projectId: null,
  members: [],
  state: "idle",
  workspaceMembers: [],
  workspaceMembersState: "idle",
});

const membersPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/members`;

export function loadProjectMembers(slug: string, projectId: string): Promise<void> {
  return loadOwned(projectMembers, "projectId", projectId, "members", [], () => api.get<ProjectMember[]>(`${membersPath(slug, projectId)}/`));
}

export async function loadWorkspaceMembers(slug: string): Promise<void> {
  projectMembers.workspaceMembersState = "loading";
  try {
    const list = await api.get<WorkspaceMember[]>(`/api/workspaces/${encodeURIComponent(slug)}/members/`);
    // SPEC.md section 6: bots are left out of workspace member lists.
    projectMembers.workspaceMembers = list.filter((entry) => !entry.member.is_bot);
    projectMembers.workspaceMembersState = "ready";
  } catch {
    projectMembers.workspaceMembersState = "error";
  }
}

export interface NewProjectMember {
  /** The person's user id. */
  member_id: string;
  role: RoleValue;
}

export async function addProjectMembers(slug: string, projectId: string, members: NewProjectMember[]): Promise<void> {
  const added = await api.post<ProjectMember[]>(`${membersPath(slug, projectId)}/`, { members });
  const addedIds = new Set(added.map((entry) => entry.id));
  projectMembers.members = [...projectMembers.members.filter((entry) => !addedIds.has(entry.id)), ...added];
}

/** Optimistic (SPEC.md section 4): the new role shows at once and goes back, with a toast, on failure. */
export async function changeProjectMemberRole(slug: string, projectId: string, membershipId: string, role: RoleValue): Promise<void> {
  const entry = projectMembers.members.find((candidate) => candidate.id === membershipId);
  if (!entry) throw new Error("Member not found");
  const previous = entry.role;
  entry.role = role;
  try {
    const saved = await api.patch<ProjectMember>(`${membersPath(slug, projectId)}/${encodeURIComponent(membershipId)}/`, { role });
    entry.role = saved.role;
  } catch (error) {
    const current = projectMembers.members.find((candidate) => candidate.id === membershipId);
    if (current) current.role = previous;
    showToast({ tone: "danger", title: "Role not changed", message: describeError(error, "change the role") });
  }
}

export async function removeProjectMember(slug: string, projectId: string, membershipId: string): Promise<void> {
  await api.delete<void>(`${membersPath(slug, projectId)}/${encodeURIComponent(membershipId)}/`);
  projectMembers.members = projectMembers.members.filter((entry) => entry.id !== membershipId);
}
