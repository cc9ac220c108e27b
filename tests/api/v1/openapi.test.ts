import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../../api/app.js";
import { isPublicApiPath } from "../../../api/auth/apiKey.js";
import { V1_DESCRIPTION_PATHS } from "../../../api/routes/v1/docs.js";
import { TestClient } from "../../helpers/client.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

interface Operation {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

describe("the OpenAPI description of /api/v1", () => {
  it("is served without a key as OpenAPI 3.1 with X-API-Key security, and names every v1 route the server answers", async () => {
    const res = await new TestClient(t.baseUrl).get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const document = res.body as { openapi: string; security: unknown; components: { securitySchemes: unknown }; paths: Paths };
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes).toEqual({ apiKey: { type: "apiKey", in: "header", name: "X-API-Key" } });
    expect(document.security).toEqual([{ apiKey: [] }]);

    const served = routeTable()
      .filter((route) => isPublicApiPath(route.path) && !V1_DESCRIPTION_PATHS.includes(route.path))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`)
      .sort();
    const described = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served.length).toBeGreaterThan(1);
    expect(described).toEqual(served);

    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    for (const op of operations) {
      expect(op.summary).toBeTruthy();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["401", "404"]));
    }
  });

  it("describes each path parameter, and the list query with its paging", async () => {
    const paths = ((await new TestClient(t.baseUrl).get("/api/v1/openapi.json")).body as { paths: Paths }).paths;
    for (const [path, methods] of Object.entries(paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const op of Object.values(methods)) {
        expect(op.parameters?.filter((p) => p.in === "path").map((p) => [p.name, p.required]) ?? []).toEqual(names.map((name) => [name, true]));
      }
    }
    const members = paths["/api/v1/workspaces/{slug}/members/"]?.get;
    expect(members?.parameters?.map((p) => p.name)).toEqual(["slug"]);
  });

  it("renders a readable page at /api/v1/docs with the first request to copy", async () => {
    const res = await new TestClient(t.baseUrl).request("GET", "/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = res.body as string;
    expect(html).toContain(`curl -H &#34;X-API-Key: $CAIRN_API_TOKEN&#34; ${t.baseUrl}/api/v1/users/me/`);
    expect(html).toContain("<code>/api/v1/workspaces/{slug}/members/</code>");
    expect(html).not.toContain("<script");
  });
});
