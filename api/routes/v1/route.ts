import type Router from "@koa/router";
import type { RouterMiddleware } from "@koa/router";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { HttpError } from "../../errors.js";
import { withInput, type InputSchemas, type Parsed } from "../../middleware/validate.js";

/**
 * How a public API v1 route is declared (Plane's v1, issue 14). The shared machinery:
 *
 * - Auth: X-API-Key only (api/auth/sessions.ts); handlers call requireUser() or sit behind workspaceMember(),
 *   which also confines the token to its own workspace (any other slug is a 404).
 * - Input: zod schemas in the resource's schema.ts, checked by withInput() before the handler runs; the same
 *   schemas are recorded here (v1RouteSpecs) so the OpenAPI description can be generated from them.
 * - Errors: api/middleware/errorHandler.ts answers every /api/v1/ path in Plane's bodies
 *   (api/presenters/v1/error.ts): 401/403 `{"detail"}`, a refused field `{"field": ["message"]}`, the rest `{"error"}`.
 * - Lists: readV1Page()/v1Page()/v1PageOf() (api/v1/pagination.ts) give Plane's paginated envelope, with
 *   `per_page` (at most 1000) and `cursor` = "per_page:page:is_prev"; V1ListQuerySchema (./schema.ts) documents them.
 * - `?expand=` / `?fields=`: api/v1/queryOptions.ts.
 * - Writes run the app's commands through inUnitOfWork(), so policies, activity and events are the app's;
 *   only the presenter (api/presenters/v1/) differs.
 */
export type V1Method = "get" | "post" | "patch" | "delete";

export interface V1RouteSpec<S extends InputSchemas> {
  method: V1Method;
  /** Koa path template; parameter names are ours (Plane's `<uuid:project_id>` is `:projectId` here). */
  path: string;
  /** One line for the API description. */
  summary: string;
  input: S;
  /**
   * Where a v1 field has another name in the app (v1 `project_lead` is the app's `lead_id`): a refusal the
   * command words with the app's name is reworded with v1's, keyed by the app's name.
   */
  renames?: Record<string, string>;
}

/** Every declared v1 route by "METHOD path", for the OpenAPI generator; re-declaring (a second app) replaces. */
export const v1RouteSpecs = new Map<string, V1RouteSpec<InputSchemas>>();

type V1Router = Router<AppState, AppContextExtras>;

/** Registers `guards` (scope, role checks) then the handler with its parsed input, and records the spec. */
export function v1Route<S extends InputSchemas>(
  router: V1Router,
  spec: V1RouteSpec<S>,
  guards: RouterMiddleware<AppState, AppContextExtras>[],
  handler: (ctx: AppContext, input: Parsed<S>) => Promise<void>,
): void {
  v1RouteSpecs.set(`${spec.method.toUpperCase()} ${spec.path}`, spec);
  const { renames } = spec;
  router[spec.method](
    spec.path,
    ...guards,
    withInput(spec.input, (ctx, input) => (renames ? handler(ctx, input).catch((error: unknown) => Promise.reject(renamed(error, renames))) : handler(ctx, input))),
  );
}

/** The same refusal with its fields under their v1 names. */
function renamed(error: unknown, renames: Record<string, string>): unknown {
  if (!(error instanceof HttpError) || !error.details) return error;
  const details = error.details.map((detail) => ({ ...detail, path: renames[detail.path] ?? detail.path }));
  return new HttpError(error.status, error.code, error.message, details);
}
