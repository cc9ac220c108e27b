import type { IssueActivity } from "../../db/models/IssueActivity.js";
import type { User } from "../../db/models/User.js";
import type { ProfileActivityShape } from "../contract/profileShapes.js";
import { presentWorkItemActivity } from "./workItemActivity.js";

/** A history line on a profile: the line as the item's page shows it, and what it is about (Plane's issue_detail, project_detail). */
export function presentProfileActivity(
  activity: IssueActivity,
  actor: User | undefined,
  issue: ProfileActivityShape["issue_detail"],
  project: ProfileActivityShape["project_detail"],
): ProfileActivityShape {
  return { ...presentWorkItemActivity(activity, actor), issue_detail: issue, project_detail: project };
}
