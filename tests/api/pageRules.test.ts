import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import type { Project } from "../../db/models/Project.js";
import type { TestClient } from "../helpers/client.js";
import { buildPage, type PageFields } from "../helpers/pages.js";
import { addProjectMember, buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * SPEC.md section 6 for pages, as a table: every project role, on public and private pages, its own and
 * someone else's, active, locked and archived, tries every page action through the REST API. The
 * expected answers are written from the section's sentences here, not taken from the server's rules:
 * - "Access requires public or owner": any other page is not there (404), whatever the role.
 * - "Edit: public page with highest role ... at least member, or private and owner"; a guest never
 *   edits; nobody edits a locked or archived page (section 4; 400 with the reason).
 * - "Duplicate and favorite need at least member"; an archived page is no favorite (archiving removes it).
 * - "Lock, change access, archive, delete, move need owner or admin"; delete only once archived (Plane).
 */

type Role = "admin" | "member" | "guest";
type State = "active" | "locked" | "archived";
type Action = "read" | "edit" | "duplicate" | "favorite" | "lock" | "access" | "archive" | "delete";

interface Case {
  role: Role;
  access: "public" | "private";
  owner: boolean;
  state: State;
}

const ROLES: Role[] = ["admin", "member", "guest"];
const STATES: State[] = ["active", "locked", "archived"];
const CASES: Case[] = ROLES.flatMap((role) =>
  (["public", "private"] as const).flatMap((access) => [true, false].flatMap((owner) => STATES.map((state) => ({ role, access, owner, state })))),
);

/** What the caller should hear, from the rules above. */
function expected(action: Action, c: Case): number {
  const visible = c.access === "public" || c.owner;
  if (action === "read") return visible ? 200 : 404;
  // Every other action writes: a guest is refused by role before the page is looked at.
  if (c.role === "guest") return 403;
  if (!visible) return 404;
  switch (action) {
    case "edit":
      return c.state === "active" ? 200 : 400;
    case "duplicate":
      return 201;
    case "favorite":
      return c.state === "archived" ? 400 : 204;
    default: {
      if (!c.owner && c.role !== "admin") return 403;
      if (action === "archive") return 200;
      if (action === "delete") return c.state === "archived" ? 204 : 400;
      return 204;
    }
  }
}

let t: TestServer;
let cast: WorkspaceCast;
/** Owner of the pages that are not the caller's: a project member who is none of the callers. */
let other: SignedInUser;
let project: Project;

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  other = await signedInUser(t.db, t.baseUrl);
  await addMember(t.db, cast.workspace, other.user, ROLE.MEMBER);
  project = await buildCastProject(t.db, cast);
  await addProjectMember(t.db, project, other.user, ROLE.MEMBER);
});
afterAll(() => t.close());

/** A fresh page for one action of one case, so that no action sees another's effects. */
async function pageFor(c: Case): Promise<string> {
  const fields: PageFields = { access: c.access === "public" ? 0 : 1, isLocked: c.state === "locked", archivedAt: c.state === "archived" ? new Date() : null };
  const owner = c.owner ? cast[c.role].user.id : other.user.id;
  return (await buildPage(t.db, project, owner, fields)).id;
}

function attempt(action: Action, client: TestClient, pageId: string, c: Case) {
  const page = `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/pages/${pageId}/`;
  switch (action) {
    case "read":
      return client.get(page);
    case "edit":
      return client.send("PATCH", page, { name: "Edited" });
    case "duplicate":
      return client.send("POST", `${page}duplicate/`);
    case "favorite":
      return client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/favorite-pages/${pageId}/`);
    case "lock":
      return client.send("POST", `${page}lock/`);
    case "access":
      return client.send("POST", `${page}access/`, { access: c.access === "public" ? 1 : 0 });
    case "archive":
      return client.send("POST", `${page}archive/`);
    case "delete":
      return client.send("DELETE", page);
  }
}

const ACTIONS: Action[] = ["read", "edit", "duplicate", "favorite", "lock", "access", "archive", "delete"];

describe.each(CASES)("a project $role on a $access page (own: $owner), $state", (c) => {
  it("hears what SPEC.md section 6 says for every action", async () => {
    const heard: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const action of ACTIONS) {
      const res = await attempt(action, cast[c.role].client, await pageFor(c), c);
      heard[action] = res.status;
      want[action] = expected(action, c);
    }
    expect(heard).toEqual(want);
  });
});
