import { ROLE } from "../../../api/contract/roles.js";
import { uniqueEmail } from "../../helpers/factories.js";
import { uniqueSlug } from "../../helpers/workspaces.js";
import { memberTarget, openInvitation, type MatrixRow } from "./matrix.js";

/** Workspaces, their members and invitations. */
export const WORKSPACE_ROWS: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/workspaces/",
    body: () => ({ name: "Matrix", slug: uniqueSlug("matrix"), organization_size: "2-10" }),
    expected: { anonymous: 401, nonMember: 201, guest: 201, member: 201, admin: 201 },
    emits: ["workspace.created"],
  },
  { method: "GET", path: "/api/workspaces/:slug/", expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/",
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["workspace.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/",
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["workspace.deleted"],
  },
  { method: "GET", path: "/api/workspaces/:slug/members/", expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } },
  {
    method: "GET",
    path: "/api/workspaces/:slug/workspace-members/me/",
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/members/:memberId/",
    ids: memberTarget,
    body: () => ({ role: ROLE.GUEST }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["workspace_member.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/members/:memberId/",
    ids: memberTarget,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["workspace_member.deleted"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/members/leave/",
    // The admin is the workspace's only admin, who may not leave it.
    expected: { anonymous: 401, nonMember: 404, guest: 204, member: 204, admin: 400 },
    emits: ["workspace_member.deleted"],
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/invitations",
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/invitations",
    body: () => ({ emails: [{ email: uniqueEmail("invitee"), role: ROLE.GUEST }] }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 201 },
    emits: ["workspace_invitation.created"],
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/invitations/:id/",
    ids: openInvitation,
    body: () => ({ role: ROLE.GUEST }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["workspace_invitation.updated"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/invitations/:id/resend/",
    ids: openInvitation,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["workspace_invitation.resent"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/invitations/:id/",
    ids: openInvitation,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["workspace_invitation.deleted"],
  },
  {
    // Outside the wall on purpose (the invitee is not a member yet): only the addressee may answer.
    method: "POST",
    path: "/api/workspaces/:slug/invitations/:id/join/",
    ids: openInvitation,
    body: () => ({ accepted: false }),
    expected: { anonymous: 401, nonMember: 403, guest: 403, member: 403, admin: 403 },
    // What its addressee's answer publishes; nobody in the matrix is the addressee, so each call is refused.
    emits: ["workspace_invitation.updated"],
  },
];
