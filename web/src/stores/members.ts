import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { RoleValue, WorkspaceInvitation, WorkspaceMember } from "../http/types";
import { showToast } from "./toasts";
import type { LoadState } from "./loadOwned";

/** Members and invitations of the open workspace's settings screen. */
interface MembersStore {
  slug: string | null;
  members: WorkspaceMember[];
  membersState: LoadState;
  invitations: WorkspaceInvitation[];
  invitationsState: LoadState;
}

export const members = proxy<MembersStore>({
  slug: null,
  members: [],
  membersState: "idle",
  invitations: [],
  invitationsState: "idle",
});

const base = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}`;
const query = (search: string) => (search.trim() ? `?search=${encodeURIComponent(search.trim())}` : "");

function focusWorkspace(slug: string): void {
  if (members.slug === slug) return;
  members.slug = slug;
  members.members = [];
  members.invitations = [];
  members.membersState = "idle";
  members.invitationsState = "idle";
}

let membersRequest = 0;

export async function loadMembers(slug: string, search = ""): Promise<void> {
  focusWorkspace(slug);
  const request = ++membersRequest;
  if (members.membersState !== "ready") members.membersState = "loading";
  try {
    const list = await api.get<WorkspaceMember[]>(`${base(slug)}/members/${query(search)}`);
    if (request !== membersRequest || members.slug !== slug) return;
    // SPEC.md section 6: bots are left out of workspace member lists.
    members.members = list.filter((entry) => !entry.member.is_bot);
    members.membersState = "ready";
  } catch {
    if (request === membersRequest) members.membersState = "error";
  }
}

let invitationsRequest = 0;

export async function loadInvitations(slug: string, search = ""): Promise<void> {
  focusWorkspace(slug);
  const request = ++invitationsRequest;
  if (members.invitationsState !== "ready") members.invitationsState = "loading";
  try {
    const list = await api.get<WorkspaceInvitation[]>(`${base(slug)}/invitations/${query(search)}`);
    if (request !== invitationsRequest || members.slug !== slug) return;
    members.invitations = list.filter((invitation) => !invitation.accepted);
    members.invitationsState = "ready";
  } catch {
    if (request === invitationsRequest) members.invitationsState = "error";
  }
}

/** Optimistic (SPEC.md section 4): the new role shows at once and comes back with a toast on failure. */
export async function changeMemberRole(slug: string, memberId: string, role: RoleValue): Promise<void> {
  const entry = members.members.find((candidate) => candidate.id === memberId);
  if (!entry) throw new Error("Member not found");
  const previous = entry.role;
  entry.role = role;
  try {
    const saved = await api.patch<Partial<WorkspaceMember>>(`${base(slug)}/members/${encodeURIComponent(memberId)}/`, { role });
    if (saved?.role !== undefined) entry.role = saved.role;
  } catch (error) {
    const current = members.members.find((candidate) => candidate.id === memberId);
    if (current) current.role = previous;
    showToast({ tone: "danger", title: "Role not changed", message: describeError(error, "change the role") });
  }
}

export async function removeMember(slug: string, memberId: string): Promise<void> {
  await api.delete<void>(`${base(slug)}/members/${encodeURIComponent(memberId)}/`);
  members.members = members.members.filter((entry) => entry.id !== memberId);
}

export interface InviteRow {
  email: string;
  role: RoleValue;
}

/** An invitation no mail carried, with the join link for the admin to pass on by hand. */
export interface UnsentInvitation {
  email: string;
  link: string;
}

export async function inviteMembers(slug: string, emails: InviteRow[]): Promise<{ emailed?: boolean; links: UnsentInvitation[] }> {
  const answer = await api.post<{ invitations?: WorkspaceInvitation[]; emailed?: boolean; links?: UnsentInvitation[] }>(`${base(slug)}/invitations/`, { emails });
  await loadInvitations(slug);
  return { emailed: answer?.emailed, links: answer?.links ?? [] };
}

export async function revokeInvitation(slug: string, invitationId: string): Promise<void> {
  await api.delete<void>(`${base(slug)}/invitations/${encodeURIComponent(invitationId)}/`);
  members.invitations = members.invitations.filter((invitation) => invitation.id !== invitationId);
}

/**
 * A new link for an open invitation: mailed when mail works, otherwise answered here to pass on. The
 * invitation's earlier link stops working.
 */
export async function resendInvitation(slug: string, invitationId: string): Promise<{ emailed: boolean; links: UnsentInvitation[] }> {
  const answer = await api.post<{ emailed: boolean; links: UnsentInvitation[] }>(`${base(slug)}/invitations/${encodeURIComponent(invitationId)}/resend/`, {});
  return { emailed: answer?.emailed ?? false, links: answer?.links ?? [] };
}
