import type { CurrentUser, UserProfile, Workspace } from "../../http/types";
import { appendOnce } from "../../stores/appendOnce";
import { members } from "../../stores/members";
import { projectMembers } from "../../stores/projectMembers";
import { session } from "../../stores/session";
import { workspaces } from "../../stores/workspaces";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import type { HandlerTable } from "./handlerTable";

/** The workspace itself, its members and invitations (settings screens, pickers), and the reader's own account. */

function patchWorkspace(id: string, fields: Partial<Workspace>): void {
  // `role` is each reader's own; an event about the workspace never changes it.
  const { role: _role, ...shared } = fields;
  for (const workspace of workspaces.list) if (workspace.id === id) Object.assign(workspace, shared);
  if (workspaces.current?.id === id) Object.assign(workspaces.current, shared);
}

/** The member lists held for the open workspace: its settings' and the project settings' add dialog. */
function memberLists(workspaceId: string | null) {
  const slug = slugOfOpenWorkspace(workspaceId);
  return slug && members.slug === slug ? [members.members, projectMembers.workspaceMembers] : [projectMembers.workspaceMembers];
}

/** An account event carries the person's user and profile fields together: each goes where it belongs. */
function patchAccount(fields: Record<string, unknown>): void {
  const { user, profile } = session;
  for (const [key, value] of Object.entries(fields)) {
    if (user && key in user) Object.assign(user, { [key]: value } as Partial<CurrentUser>);
    else if (profile && key in profile) Object.assign(profile, { [key]: value } as Partial<UserProfile>);
  }
}

export const workspaceHandlers: HandlerTable = {
  "workspace.updated": ({ id, data }) => patchWorkspace(id, data),
  "workspace.deleted": ({ id }) => {
    workspaces.list = workspaces.list.filter((workspace) => workspace.id !== id);
    if (workspaces.current?.id === id) workspaces.currentState = "not-found";
  },
  "workspace_member.created": ({ workspace_id, data }) => {
    if (data.member.is_bot) return;
    for (const list of memberLists(workspace_id)) appendOnce(list, data);
  },
  "workspace_member.updated": ({ id, workspace_id, data }) => {
    for (const list of memberLists(workspace_id)) list.filter((entry) => entry.id === id).forEach((entry) => Object.assign(entry, data));
    // The reader's own role: the sidebar and pages follow a promotion or demotion at once.
    if (workspaces.membership?.id === id) Object.assign(workspaces.membership, data);
  },
  "workspace_member.deleted": ({ id }) => {
    members.members = members.members.filter((entry) => entry.id !== id);
    projectMembers.workspaceMembers = projectMembers.workspaceMembers.filter((entry) => entry.id !== id);
  },
  "workspace_invitation.created": ({ workspace_id, data }) => {
    if (slugOfOpenWorkspace(workspace_id) === members.slug && !data.accepted) appendOnce(members.invitations, data);
  },
  "workspace_invitation.updated": ({ id, data }) => {
    const invitation = members.invitations.find((entry) => entry.id === id);
    if (invitation) Object.assign(invitation, data);
    if (data.accepted) members.invitations = members.invitations.filter((entry) => entry.id !== id);
  },
  "workspace_invitation.deleted": ({ id }) => {
    members.invitations = members.invitations.filter((entry) => entry.id !== id);
  },
  "user.updated": ({ data }) => patchAccount(data),
};
