import { randomBytes } from "node:crypto";
import { ROLE } from "../../api/contract/roles.js";
import type { Db } from "../../db/connection.js";
import { User } from "../../db/models/User.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { TestClient } from "./client.js";
import { buildUser, signedUpClient } from "./factories.js";

export function uniqueSlug(prefix = "ws"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}`;
}

/** A workspace made straight in the database, owned by `owner` as its Admin. */
export async function buildWorkspace(db: Db, owner: User, options: { slug?: string; name?: string } = {}): Promise<Workspace> {
  const workspace = await Workspace.query(db).insertAndFetch({
    name: options.name ?? "Test workspace",
    slug: options.slug ?? uniqueSlug(),
    organization_size: "2-10",
    owner_id: owner.id,
    created_by_id: owner.id,
    updated_by_id: owner.id,
  });
  await addMember(db, workspace, owner, ROLE.ADMIN);
  return workspace;
}

export async function addMember(db: Db, workspace: Workspace, user: User, role: number, isActive = true): Promise<WorkspaceMember> {
  return WorkspaceMember.query(db).insertAndFetch({ workspace_id: workspace.id, member_id: user.id, role, is_active: isActive });
}

export interface SignedInUser {
  client: TestClient;
  user: User;
}

export async function signedInUser(db: Db, baseUrl: string): Promise<SignedInUser> {
  const { client, email } = await signedUpClient(baseUrl);
  const user = await User.query(db).where("email", email).first();
  if (!user) throw new Error("the signed-up user is missing");
  return { client, user };
}

export interface WorkspaceCast {
  workspace: Workspace;
  admin: SignedInUser;
  member: SignedInUser;
  guest: SignedInUser;
  stranger: SignedInUser;
  memberships: { admin: WorkspaceMember; member: WorkspaceMember; guest: WorkspaceMember };
}

/** A fresh workspace with one signed-in admin, member and guest, and a signed-in stranger who is in none of it. */
export async function workspaceCast(db: Db, baseUrl: string): Promise<WorkspaceCast> {
  const [admin, member, guest, stranger] = await Promise.all([0, 1, 2, 3].map(() => signedInUser(db, baseUrl)));
  if (!admin || !member || !guest || !stranger) throw new Error("unreachable");
  const workspace = await buildWorkspace(db, admin.user);
  const adminMembership = await WorkspaceMember.query(db).where({ workspace_id: workspace.id, member_id: admin.user.id }).first();
  if (!adminMembership) throw new Error("the admin membership is missing");
  return {
    workspace,
    admin,
    member,
    guest,
    stranger,
    memberships: {
      admin: adminMembership,
      member: await addMember(db, workspace, member.user, ROLE.MEMBER),
      guest: await addMember(db, workspace, guest.user, ROLE.GUEST),
    },
  };
}

/** A bot account (bots never show in member lists). */
export async function buildBot(db: Db): Promise<User> {
  const bot = await buildUser(db);
  return User.query(db).patchAndFetchById(bot.id, { is_bot: true });
}
