import { SESSION_COOKIE } from "../../../api/auth/sessions.js";
import { randomToken, sha256 } from "../../../api/auth/tokens.js";
import { projectCreate } from "../../../api/commands/projectCreate.js";
import { LIMITS } from "../../../api/contract/limits.js";
import { ROLE } from "../../../api/contract/roles.js";
import type { Db } from "../../../db/connection.js";
import type { Issue } from "../../../db/models/Issue.js";
import type { Project } from "../../../db/models/Project.js";
import { Session } from "../../../db/models/Session.js";
import type { User } from "../../../db/models/User.js";
import type { Workspace } from "../../../db/models/Workspace.js";
import { buildUser } from "../../helpers/factories.js";
import { unheardOutbox, uniqueIdentifier } from "../../helpers/projects.js";
import { buildWorkItem } from "../../helpers/workItems.js";
import { buildWorkspace } from "../../helpers/workspaces.js";

/** Work items the changes rotate over, so that no two changes in flight wait on one row's lock. */
const ITEMS = 10;
/** People written at once while seeding. */
const BATCH = 25;

export interface Audience {
  /** Makes the changes; signs in through the real form. */
  owner: User;
  workspace: Workspace;
  project: Project;
  items: Issue[];
  /** One session cookie per listening member of the project, each a different person. */
  cookies: string[];
}

/**
 * A public project, its owner, and `size` other people who are members of its workspace and project,
 * each signed in with a session of their own. Their sessions are written straight to the table, as
 * signing in would write them, because the sign-in form's rate limits are there to stop exactly a
 * burst of 500 sign-ins from one address.
 */
export async function seedAudience(db: Db, size: number): Promise<Audience> {
  await db("instances").update({ is_setup_done: true });
  const owner = await buildUser(db);
  const workspace = await buildWorkspace(db, owner);
  const { project } = await db.transaction((trx) =>
    projectCreate({ trx, outbox: unheardOutbox, actor: owner, workspace, workspaceRole: ROLE.ADMIN, fields: { name: "Fan-out", identifier: uniqueIdentifier("F"), network: 2 } }),
  );
  const items: Issue[] = [];
  for (let n = 0; n < ITEMS; n++) items.push(await buildWorkItem(db, project));

  const people: User[] = [];
  while (people.length < size) {
    const batch = Math.min(BATCH, size - people.length);
    people.push(...(await Promise.all(Array.from({ length: batch }, () => buildUser(db, { autoset: true, onboarded: true })))));
  }
  await db("workspace_members").insert(people.map((person) => ({ workspace_id: workspace.id, member_id: person.id, role: ROLE.MEMBER })));
  await db("project_members").insert(people.map((person) => ({ workspace_id: workspace.id, project_id: project.id, member_id: person.id, role: ROLE.MEMBER })));

  const tokens = people.map(() => randomToken(32));
  const expiresAt = new Date(Date.now() + LIMITS.sessionTtlSeconds * 1000);
  await Session.query(db).insert(tokens.map((token, n) => ({ id: sha256(token), user_id: people[n]?.id, ip: "127.0.0.1", user_agent: "cairn-bench-fanout", expires_at: expiresAt })));
  return { owner, workspace, project, items, cookies: tokens.map((token) => `${SESSION_COOKIE}=${token}`) };
}
