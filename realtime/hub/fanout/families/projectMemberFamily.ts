import { ProjectMember } from "../../../../db/models/ProjectMember.js";
import { membershipFamily } from "./membershipFamily.js";

/** project_member.*: to the project; an ended or changed membership rechecks its person (./membershipFamily.ts). */
export const projectMemberFamily = membershipFamily((db, id) => ProjectMember.query(db).findById(id).select("member_id", "workspace_id"));
