import type { Db } from "../../db/connection.js";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import type { User } from "../../db/models/User.js";
import { buildProject } from "./projects.js";
import { extrasCast, type ExtrasCast } from "./workItemExtras.js";
import { buildWorkItem, type WorkItemFields } from "./workItems.js";

export interface WorkspaceItemsCast extends ExtrasCast {
  /** A private project of the same workspace that only its creator, the admin, belongs to. */
  privateProject: Project;
}

/** A fresh workspace per test: workspace-wide lists see every item of it, so tests must not share one. */
export async function workspaceItemsCast(db: Db, baseUrl: string): Promise<WorkspaceItemsCast> {
  const cast = await extrasCast(db, baseUrl);
  return { ...cast, privateProject: await buildProject(db, cast.workspace, cast.admin.user, { network: 0 }) };
}

/** A work item with a chosen creation time, so that -created_at order is decided by the test, not the clock. */
export async function itemAt(db: Db, project: Project, createdAt: string, fields: WorkItemFields = {}): Promise<Issue> {
  const issue = await buildWorkItem(db, project, fields);
  return Issue.query(db).patchAndFetchById(issue.id, { created_at: new Date(createdAt) });
}

export async function subscribe(db: Db, issue: Issue, user: User): Promise<void> {
  await db("issue_subscribers").insert({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, subscriber_id: user.id });
}

/** The ids of a list envelope's rows, in order. */
export const idsOf = (body: { results: { id: string }[] }) => body.results.map((row) => row.id);
