import { proxy } from "valtio";
import type { OrganizationSize } from "../../../api/contract/onboarding";
import { ApiError, api } from "../http/client";
import type { MyInvitation, MyMembership, Workspace } from "../http/types";
import { updateProfile } from "./account";
import { session } from "./session";
import type { LoadState } from "./loadOwned";

/** The signed-in person's workspaces, the one being looked at, and their membership in it. */
interface WorkspacesStore {
  list: Workspace[];
  listState: LoadState;
  /** The slug in the address bar, and what loading it gave. */
  currentSlug: string | null;
  current: Workspace | null;
  membership: MyMembership | null;
  currentState: LoadState | "not-found";
  /** Invitations waiting for the signed-in person's answer. */
  invitations: MyInvitation[];
  invitationsState: LoadState;
}

export const workspaces = proxy<WorkspacesStore>({
  list: [],
  listState: "idle",
  currentSlug: null,
  current: null,
  membership: null,
  currentState: "idle",
  invitations: [],
  invitationsState: "idle",
});

export async function loadMyWorkspaces(): Promise<void> {
  if (workspaces.listState === "idle" || workspaces.listState === "error") workspaces.listState = "loading";
  try {
    workspaces.list = await api.get<Workspace[]>("/api/users/me/workspaces/");
    workspaces.listState = "ready";
  } catch (error) {
    workspaces.listState = "error";
    throw error;
  }
}

/** Loads a workspace and the person's membership in it; a 404 or 403 both read as "not found" here. */
export async function openWorkspace(slug: string): Promise<void> {
  if (workspaces.currentSlug === slug && workspaces.currentState === "ready") return;
  workspaces.currentSlug = slug;
  workspaces.current = null;
  workspaces.membership = null;
  workspaces.currentState = "loading";
  try {
    const [workspace, membership] = await Promise.all([
      api.get<Workspace>(`/api/workspaces/${encodeURIComponent(slug)}/`),
      api.get<MyMembership>(`/api/workspaces/${encodeURIComponent(slug)}/workspace-members/me/`),
    ]);
    if (workspaces.currentSlug !== slug) return;
    workspaces.current = workspace;
    workspaces.membership = membership;
    workspaces.currentState = "ready";
    rememberAsLastWorkspace(workspace.id);
  } catch (error) {
    if (workspaces.currentSlug !== slug) return;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    workspaces.currentState = missing ? "not-found" : "error";
  }
}

/** "/" reopens the workspace used last; failing to remember it costs nothing worth telling the user. */
function rememberAsLastWorkspace(workspaceId: string): void {
  if (session.profile?.last_workspace_id === workspaceId) return;
  updateProfile({ last_workspace_id: workspaceId }).catch(() => undefined);
}

export interface WorkspaceInput {
  name: string;
  slug: string;
  organization_size: OrganizationSize;
}

export async function createWorkspace(input: WorkspaceInput): Promise<Workspace> {
  const workspace = await api.post<Workspace>("/api/workspaces/", input);
  workspaces.list = [...workspaces.list.filter((w) => w.id !== workspace.id), workspace];
  return workspace;
}

export interface WorkspaceUpdate {
  name?: string;
  organization_size?: string;
  timezone?: string;
  logo_url?: string | null;
}

export async function updateWorkspace(slug: string, patch: WorkspaceUpdate): Promise<Workspace> {
  const saved = await api.patch<Workspace>(`/api/workspaces/${encodeURIComponent(slug)}/`, patch);
  // The PATCH answer may leave out the caller's role; keep the one already known.
  const merged = { ...saved, role: saved.role ?? workspaces.current?.role };
  if (workspaces.currentSlug === slug) workspaces.current = merged;
  workspaces.list = workspaces.list.map((w) => (w.slug === slug ? { ...w, ...merged } : w));
  return merged;
}

function forget(slug: string): void {
  workspaces.list = workspaces.list.filter((w) => w.slug !== slug);
  if (workspaces.currentSlug === slug) {
    workspaces.currentSlug = null;
    workspaces.current = null;
    workspaces.membership = null;
    workspaces.currentState = "idle";
  }
}

export async function deleteWorkspace(slug: string): Promise<void> {
  await api.delete<void>(`/api/workspaces/${encodeURIComponent(slug)}/`);
  forget(slug);
}

export async function leaveWorkspace(slug: string): Promise<void> {
  await api.post<void>(`/api/workspaces/${encodeURIComponent(slug)}/members/leave/`);
  forget(slug);
}

export async function loadMyInvitations(): Promise<void> {
  if (workspaces.invitationsState !== "ready") workspaces.invitationsState = "loading";
  try {
    workspaces.invitations = await api.get<MyInvitation[]>("/api/users/me/workspaces/invitations/");
    workspaces.invitationsState = "ready";
  } catch (error) {
    workspaces.invitationsState = "error";
    throw error;
  }
}

/** Accepting joins the workspaces; the list of mine is reloaded so they show in the switcher. */
export async function acceptInvitations(ids: string[]): Promise<void> {
  await api.post<unknown>("/api/users/me/workspaces/invitations/", { invitations: ids });
  workspaces.invitations = workspaces.invitations.filter((invitation) => !ids.includes(invitation.id));
  await loadMyWorkspaces();
}

/** Declining from the in-app list needs no token (the API allows it for the invited account only). */
export async function declineInvitation(invitation: Pick<MyInvitation, "id" | "email" | "workspace">): Promise<void> {
  await api.post<unknown>(`/api/workspaces/${encodeURIComponent(invitation.workspace.slug)}/invitations/${encodeURIComponent(invitation.id)}/join/`, {
    accepted: false,
    email: invitation.email,
  });
  workspaces.invitations = workspaces.invitations.filter((candidate) => candidate.id !== invitation.id);
}

export interface InvitationLink {
  invitationId: string;
  email: string;
  slug: string;
  token: string;
}

/** The emailed link's answer; accepting also refreshes my workspaces. */
export async function answerInvitationLink(link: InvitationLink, accepted: boolean): Promise<void> {
  await api.post<unknown>(`/api/workspaces/${encodeURIComponent(link.slug)}/invitations/${encodeURIComponent(link.invitationId)}/join/`, {
    accepted,
    email: link.email,
    token: link.token,
  });
  workspaces.invitations = workspaces.invitations.filter((invitation) => invitation.id !== link.invitationId);
  if (accepted) await loadMyWorkspaces();
}

/** Where "/" sends a person with workspaces: the last one they used, else the first. */
export function homeWorkspace(list: readonly Workspace[], lastWorkspaceId: string | null | undefined): Workspace | null {
  return list.find((w) => w.id === lastWorkspaceId) ?? list[0] ?? null;
}
