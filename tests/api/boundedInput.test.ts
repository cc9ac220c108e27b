import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../api/app.js";
import { LIMITS } from "../../api/contract/limits.js";
import { nestsDeeperThan } from "../../api/jsonDepth.js";
import type { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { buildProject, uniqueIdentifier } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildProject(t.db, cast.workspace, cast.admin.user);
});
afterAll(() => t.close());

/** `levels` objects inside one another: {"a":{"a":...{}}}. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
}

/** A route's path with every parameter filled: the body parser answers before anything reads them. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

describe("the body parser", () => {
  it("refuses a body nested past the limit on every route with a 400 before anything walks it", async () => {
    // Written as text: JSON.stringify itself recurses, and this is deeper than the test's own stack allows.
    const deep = `${'{"a":'.repeat(20_000)}{}${"}".repeat(20_000)}`;
    const writes = routeTable().filter(({ method }) => ["POST", "PUT", "PATCH", "DELETE"].includes(method));
    expect(writes.length).toBeGreaterThan(20);
    const client = new TestClient(t.baseUrl);
    for (const { method, path } of writes) {
      const res = await client.request(method, concrete(path), { headers: { "content-type": "application/json" }, body: deep });
      expect({ method, path, status: res.status, error: res.body.error }).toEqual({
        method,
        path,
        status: 400,
        error: `The request body nests more than ${LIMITS.jsonBodyMaxDepth} levels deep.`,
      });
    }
  });

  it("takes a body nested up to the limit to the route", async () => {
    const res = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/`, { description: nested(LIMITS.jsonBodyMaxDepth - 1) });
    // Past the parser, the route's own schema refuses the field by name.
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("description");
  });
});

describe("free-form JSON fields", () => {
  const create = (body: Record<string, unknown>) => cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/`, { name: `Logo ${uniqueIdentifier()}`, identifier: uniqueIdentifier(), ...body });
  const update = (body: Record<string, unknown>) => cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/`, body);
  /** Every free-form JSON field a client writes, by route: a new one joins this list. */
  const FIELDS = [
    { route: "POST projects/", field: "logo_props", send: create },
    { route: "PATCH projects/:projectId/", field: "logo_props", send: update },
  ];

  for (const { route, field, send } of FIELDS) {
    describe(`${route} ${field}`, () => {
      it("answers 400 naming the field when it nests too deep, at any depth the body parser lets through", async () => {
        for (const levels of [LIMITS.jsonFieldMaxDepth + 1, LIMITS.jsonBodyMaxDepth - 1]) {
          const res = await send({ [field]: nested(levels) });
          expect(res.status).toBe(400);
          expect(res.body.details[0]).toEqual({ path: field, message: `must not nest more than ${LIMITS.jsonFieldMaxDepth} levels deep` });
        }
      });

      it("answers 400 naming the field when it is too large", async () => {
        const res = await send({ [field]: { in_use: "emoji", emoji: { value: "x".repeat(LIMITS.jsonFieldMaxLength) } } });
        expect(res.status).toBe(400);
        expect(res.body.details[0]).toEqual({ path: field, message: `must be at most ${LIMITS.jsonFieldMaxLength} characters as JSON` });
      });

      it("keeps a value within the bounds as given", async () => {
        const value = { in_use: "icon", icon: { name: "rocket", color: "#3f76ff" }, deepest: nested(LIMITS.jsonFieldMaxDepth - 1) };
        const res = await send({ [field]: value });
        expect(res.status).toBeLessThan(300);
        expect(res.body[field]).toEqual(value);
      });
    });
  }

  it("are all built on the one bounded helper: no route schema takes unbounded JSON", () => {
    const routes = join(import.meta.dirname, "../../api/routes");
    const schemas = readdirSync(routes, { recursive: true, encoding: "utf8" }).filter((file) => /[sS]chema\.ts$/.test(file));
    expect(schemas.length).toBeGreaterThan(5);
    const unbounded = /z\.(any|json|looseObject)\(|z\.record\([^;]*z\.unknown\(\)|\.(passthrough|loose|catchall)\(/;
    expect(schemas.filter((file) => unbounded.test(readFileSync(join(routes, file), "utf8")))).toEqual([]);
  });
});

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, not plain values", () => {
    expect(nestsDeeperThan("text", 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: null }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it("walks a value far deeper than the stack allows", () => {
    let value: unknown[] = [];
    for (let level = 0; level < 200_000; level += 1) value = [value];
    expect(nestsDeeperThan(value, LIMITS.jsonBodyMaxDepth)).toBe(true);
  });
});
