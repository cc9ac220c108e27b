import type Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { v1DocsPage } from "./docsPage.js";
import { v1OpenApiDocument } from "./openapi.js";

/** The routes that describe the API rather than being part of it. */
export const V1_DESCRIPTION_PATHS = ["/api/v1/openapi.json", "/api/v1/docs", "/api/v1/docs/"];

/**
 * GET /api/v1/openapi.json and /api/v1/docs: open without a key (they describe the API, and hold nothing
 * of any workspace). Mounted after every resource, so the description holds all their routes; it is made
 * once, on first request, since routes do not change while the server runs.
 */
export function mountV1Docs(router: Router<AppState, AppContextExtras>): void {
  let document: Record<string, unknown> | undefined;
  const described = () => (document ??= v1OpenApiDocument());
  const [json, ...pages] = V1_DESCRIPTION_PATHS;
  router.get(json as string, (ctx) => {
    ctx.body = described();
  });
  router.get(pages, (ctx) => {
    ctx.type = "html";
    ctx.body = v1DocsPage(described(), ctx.services.config.webUrl);
  });
}
