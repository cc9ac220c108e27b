import { workItemCreate } from "../../api/commands/workItemCreate.js";
import { ROLE } from "../../api/contract/roles.js";
import type { Db } from "../../db/connection.js";
import { CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { IssueReaction } from "../../db/models/IssueReaction.js";
import { IssueRelation } from "../../db/models/IssueRelation.js";
import type { Project } from "../../db/models/Project.js";
import type { User } from "../../db/models/User.js";
import { buildProject, buildStaffedProject } from "./projects.js";
import { startTestServer, type TestServer } from "./testServer.js";
import { addMember, buildWorkspace, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "./workspaces.js";

/** Events are announced by the route's transaction; fixtures are not, so their outbox goes nowhere. */
const NO_EVENTS = { add() {} };

/** A work item made through workItemCreate, as the API would make it (tests/helpers/workItems.ts writes rows directly). */
export async function createWorkItem(db: Db, project: Project, creator: User, name = "A work item"): Promise<Issue> {
  return db.transaction((trx) => workItemCreate({ trx, outbox: NO_EVENTS, actor: creator, project, fields: { name } }));
}

/** A work item nobody follows yet: made as the API makes it, with its creator's automatic subscription taken back. */
export async function createUnfollowedWorkItem(db: Db, project: Project, creator: User, name = "A work item"): Promise<Issue> {
  const issue = await createWorkItem(db, project, creator, name);
  await db("issue_subscribers").where("issue_id", issue.id).delete();
  return issue;
}

/** "issue blocked_by / relates_to / duplicate other", stored as the API stores it. */
export async function buildRelation(db: Db, issue: Issue, other: Issue, relationType: "blocked_by" | "relates_to" | "duplicate" = "relates_to"): Promise<IssueRelation> {
  return IssueRelation.query(db).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    related_issue_id: other.id,
    relation_type: relationType,
  });
}

export async function buildLink(db: Db, issue: Issue, creator: User, url = `https://example.com/${Math.random().toString(36).slice(2)}`): Promise<IssueLink> {
  return IssueLink.query(db).insertAndFetch({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, url, title: null, metadata: {}, created_by_id: creator.id });
}

export async function buildComment(db: Db, issue: Issue, author: User, text = "A comment"): Promise<IssueComment> {
  return IssueComment.query(db).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    actor_id: author.id,
    comment_html: `<p>${text}</p>`,
    comment_stripped: text,
  });
}

export async function buildCommentReaction(db: Db, comment: IssueComment, actor: User, reaction: string): Promise<CommentReaction> {
  return CommentReaction.query(db).insertAndFetch({ workspace_id: comment.workspace_id, project_id: comment.project_id, comment_id: comment.id, actor_id: actor.id, reaction });
}

export async function buildWorkItemReaction(db: Db, issue: Issue, actor: User, reaction: string): Promise<IssueReaction> {
  return IssueReaction.query(db).insertAndFetch({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, actor_id: actor.id, reaction });
}

export interface ExtrasCast extends WorkspaceCast {
  project: Project;
  /** A workspace Member who holds no role in `project` (a public one): 403 on its content. */
  outsider: SignedInUser;
  /** A second project of the same workspace, and a project of another workspace the admin also owns. */
  otherProject: Project;
  foreignProject: Project;
}

/** A workspace with its cast, a staffed public project and the neighbours that 404 checks need. */
export async function extrasCast(db: Db, baseUrl: string): Promise<ExtrasCast> {
  const cast = await workspaceCast(db, baseUrl);
  const project = await buildStaffedProject(db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
  const outsider = await signedInUser(db, baseUrl);
  await addMember(db, cast.workspace, outsider.user, ROLE.MEMBER);
  const otherProject = await buildProject(db, cast.workspace, cast.admin.user);
  const foreignProject = await buildProject(db, await buildWorkspace(db, cast.admin.user), cast.admin.user);
  return { ...cast, project, outsider, otherProject, foreignProject };
}

/** A test server of the file's own with an extras cast in it: what every work item sub-resource test starts from. */
export async function startExtrasServer(): Promise<{ t: TestServer; cast: ExtrasCast }> {
  const t = await startTestServer({ setUp: true });
  return { t, cast: await extrasCast(t.db, t.baseUrl) };
}
