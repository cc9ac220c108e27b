import { WorkspaceMember } from "../../../../db/models/WorkspaceMember.js";
import { membershipFamily } from "./membershipFamily.js";

/** workspace_member.*: to the workspace; an ended or changed membership rechecks its person (./membershipFamily.ts). */
export const workspaceMemberFamily = membershipFamily((db, id) => WorkspaceMember.query(db).findById(id).select("member_id", "workspace_id"));
