import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_NETWORK } from "../../api/contract/projectRoles.js";
import type { DomainEvent } from "../../api/events/bus.js";
import { Project } from "../../db/models/Project.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import type { MatrixRow } from "../api/tenantWall/matrix.js";
import { MATRIX_ROWS, matrixCast, matrixFixture, type MatrixCast } from "../api/tenantWall/matrixCast.js";
import { recordEvents } from "../helpers/events.js";
import { connectSocket, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkspace, type SignedInUser } from "../helpers/workspaces.js";

/**
 * Every write the REST API serves (the rows of the tenant-wall matrix that announce something), made by a
 * workspace admin while the admin, a member and a guest of that workspace listen on sockets subscribed
 * to the workspace and to the row's project, and a stranger listens in a workspace of their own. Each
 * event the write published must reach exactly the sockets allowed to hear it, once, carrying the
 * write's X-Mutation-Id and no audience; the stranger hears nothing.
 */

const WRITES = MATRIX_ROWS.filter(
  (row) => row.method !== "GET" && row.emits?.length && row.expected.admin < 300,
);

type Listener = "admin" | "member" | "guest";
const LISTENERS: Listener[] = ["admin", "member", "guest"];

let t: TestServer;
let cast: MatrixCast;
/** The listeners, and a stranger (the matrix's non-member) listening in a workspace of their own. */
let people: Record<Listener | "stranger", SignedInUser>;

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await matrixCast(t.db, t.baseUrl);
  people = { ...cast.people, stranger: cast.people.nonMember };
});
afterAll(() => t.close());

const fixture = () => matrixFixture(t.db, cast);

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

async function activeProjectMember(projectId: string, userId: string): Promise<boolean> {
  return (await ProjectMember.query(t.db).where({ project_id: projectId, member_id: userId, is_active: true }).resultSize()) > 0;
}

/** Who among the listeners may hear an event, by the rules of SPEC.md section 6 as REST applies them. */
async function allowed(event: DomainEvent, listener: Listener, projectScopes: Set<Listener>, projectId: string | undefined): Promise<boolean> {
  const userId = people[listener].user.id;
  const audience = event.audience;
  if (event.name.startsWith("project.")) {
    // A project is listed to the workspace's admins, to its members when it is public, to its own members,
    // and to whoever had it open (who hears it deleted).
    if (listener === "admin" || (await activeProjectMember(event.id, userId))) return true;
    if (event.id === projectId && projectScopes.has(listener)) return true;
    const project = await Project.query(t.db).findById(event.id);
    const networkChanged = event.name === "project.updated" && "network" in event.data;
    return listener === "member" && (networkChanged || project?.network === PROJECT_NETWORK.PUBLIC);
  }
  if (audience.kind === "workspace") return true;
  if (audience.kind === "users") return audience.user_ids.includes(userId);
  return audience.project_id === projectId && projectScopes.has(listener);
}

describe.each(WRITES)("$method $path", (row: MatrixRow) => {
  it("reaches exactly the sockets allowed to hear it, with its mutation id", async () => {
    const f = await fixture();
    const params = (await row.ids?.(f)) ?? {};
    const sockets = Object.fromEntries(await Promise.all(LISTENERS.map(async (who) => [who, await connectSocket(t.baseUrl, people[who].client)] as const))) as Record<Listener, TestSocket>;
    const strangersOwn = await buildWorkspace(t.db, people.stranger.user);
    const stranger = await connectSocket(t.baseUrl, people.stranger.client);
    try {
      await stranger.mustSubscribe({ workspace_slug: strangersOwn.slug });
      const projectScopes = new Set<Listener>();
      for (const who of LISTENERS) {
        await sockets[who].mustSubscribe({ workspace_slug: f.workspace.slug });
        if (params.projectId && (await sockets[who].subscribe({ workspace_slug: f.workspace.slug, project_id: params.projectId })).ok) projectScopes.add(who);
      }
      const mutationId = randomUUID();
      const events = recordEvents(t.server.services.events);
      const path = fill(row.path, { slug: f.workspace.slug, ...params }) + (row.query ? `?${row.query}` : "");
      const res = await people.admin.client.send(row.method, path, row.body?.(f, params), { "x-mutation-id": mutationId }).finally(() => events.stop());
      expect(res.status, JSON.stringify(res.body)).toBe(row.expected.admin);
      expect(events.seen.length).toBeGreaterThan(0);

      const same = (event: DomainEvent) => (payload: any) => payload.id === event.id && payload.version === event.version;
      const silent: [Listener, DomainEvent][] = [];
      for (const event of events.seen) {
        for (const who of LISTENERS) {
          if (!(await allowed(event, who, projectScopes, params.projectId))) {
            silent.push([who, event]);
            continue;
          }
          const heard = await sockets[who].waitFor(event.name, same(event));
          expect(heard.mutation_id, `${event.name} to ${who}`).toBe(mutationId);
          expect(heard).not.toHaveProperty("audience");
          expect(heard).toMatchObject({ id: event.id, workspace_id: event.workspace_id, project_id: event.project_id, actor_id: event.actor_id });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const [who, event] of silent) expect(sockets[who].heard.filter((heard) => heard.name === event.name && same(event)(heard.payload)), `${event.name} must not reach ${who}`).toEqual([]);
      for (const who of LISTENERS) {
        const keys = sockets[who].heard.filter((heard) => heard.name.includes(".") && heard.payload?.version !== undefined).map((heard) => `${heard.name} ${heard.payload.id} ${heard.payload.version}`);
        expect(keys.length, `${who} heard an event twice`).toBe(new Set(keys).size);
      }
      expect(stranger.heard.map((heard) => heard.name)).toEqual([]);
    } finally {
      for (const socket of [...Object.values(sockets), stranger]) socket.close();
    }
  });
});
