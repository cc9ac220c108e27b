import { ROLE } from "../../../api/contract/roles.js";
import type { Db } from "../../../db/connection.js";
import { addMember, buildWorkspace, signedInUser, type SignedInUser } from "../../helpers/workspaces.js";
import type { Caller, Fixture, MatrixRow } from "./matrix.js";
import { API_TOKEN_ROWS } from "./apiTokenRows.js";
import { WEBHOOK_ROWS } from "./webhookRows.js";
import { ATTACHMENT_ROWS } from "./attachmentRows.js";
import { DESCRIPTION_ASSET_ROWS } from "./descriptionAssetRows.js";
import { LABEL_ROWS } from "./labelRows.js";
import { NOTIFICATION_ROWS } from "./notificationRows.js";
import { PAGE_ROWS } from "./pageRows.js";
import { PROJECT_MEMBER_ROWS } from "./projectMemberRows.js";
import { PROJECT_ROWS } from "./projectRows.js";
import { STATE_ROWS } from "./stateRows.js";
import { SYNC_ROWS } from "./syncRows.js";
import { WORK_ITEM_BULK_ROWS } from "./workItemBulkRows.js";
import { WORK_ITEM_EXTRA_ROWS } from "./workItemExtraRows.js";
import { WORK_ITEM_LIFECYCLE_ROWS } from "./workItemLifecycleRows.js";
import { WORK_ITEM_LIST_ROWS } from "./workItemListRows.js";
import { WORK_ITEM_ROWS } from "./workItemRows.js";
import { WORKSPACE_ITEM_ROWS } from "./workspaceItemRows.js";
import { WORKSPACE_ROWS } from "./workspaceRows.js";

/** The whole matrix, one row per route: add a resource's file here. The tenant wall and the socket event matrix both walk it. */
export const MATRIX_ROWS: readonly MatrixRow[] = [
  ...WORKSPACE_ROWS,
  ...PROJECT_ROWS,
  ...PROJECT_MEMBER_ROWS,
  ...STATE_ROWS,
  ...LABEL_ROWS,
  ...WORK_ITEM_ROWS,
  ...WORK_ITEM_LIST_ROWS,
  ...WORK_ITEM_EXTRA_ROWS,
  ...WORK_ITEM_LIFECYCLE_ROWS,
  ...WORK_ITEM_BULK_ROWS,
  ...ATTACHMENT_ROWS,
  ...DESCRIPTION_ASSET_ROWS,
  ...WORKSPACE_ITEM_ROWS,
  ...SYNC_ROWS,
  ...NOTIFICATION_ROWS,
  ...PAGE_ROWS,
  ...API_TOKEN_ROWS,
  ...WEBHOOK_ROWS,
];

/** The signed-in people a matrix run calls as, and the spare member its member routes act on. */
export interface MatrixCast {
  people: Record<Exclude<Caller, "anonymous">, SignedInUser>;
  target: SignedInUser;
}

export async function matrixCast(db: Db, baseUrl: string): Promise<MatrixCast> {
  const [admin, member, guest, nonMember, target] = await Promise.all([0, 1, 2, 3, 4].map(() => signedInUser(db, baseUrl)));
  if (!admin || !member || !guest || !nonMember || !target) throw new Error("unreachable");
  return { people: { admin, member, guest, nonMember }, target };
}

/** A workspace of its own for one case, the cast in their roles (the non-member outside it). */
export async function matrixFixture(db: Db, { people, target }: MatrixCast): Promise<Fixture> {
  const workspace = await buildWorkspace(db, people.admin.user);
  await addMember(db, workspace, people.member.user, ROLE.MEMBER);
  await addMember(db, workspace, people.guest.user, ROLE.GUEST);
  return {
    db,
    workspace,
    users: { admin: people.admin.user, member: people.member.user, guest: people.guest.user, nonMember: people.nonMember.user },
    target: await addMember(db, workspace, target.user, ROLE.MEMBER),
  };
}
