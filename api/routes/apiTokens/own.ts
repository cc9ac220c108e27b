import Router from "@koa/router";
import { findScopedApiToken, listOwnApiTokens } from "../../apiTokens/findApiToken.js";
import { presentApiTokens } from "../../apiTokens/presentApiTokens.js";
import { requireUser } from "../../auth/sessions.js";
import { apiTokenCreate } from "../../commands/apiTokenCreate.js";
import { apiTokenDelete } from "../../commands/apiTokenDelete.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceAccess } from "../../policies/workspaceAccess.js";
import { WORKSPACE_NOT_FOUND } from "../../workspaces/notFound.js";
import { OwnApiTokenCreateSchema } from "./schema.js";


/**
 * Plane's current paths for a person's own tokens, across their workspaces. A Cairn token acts in one
 * workspace, so making one here names it (`workspace_slug`); the same rules as in settings apply.
 */
export function ownApiTokensRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/users/api-tokens" });
  // Ahead of input validation: an anonymous caller hears 401, not a 400 about the body.
  router.use(signedIn());

  router.get("/", async (ctx) => {
    const { db } = ctx.services;
    ctx.body = await presentApiTokens(db, await listOwnApiTokens(db, requireUser(ctx).id));
  });

  router.post(
    "/",
    withInput({ body: OwnApiTokenCreateSchema }, async (ctx, { body }) => {
      const { workspace_slug, ...fields } = body;
      const access = await workspaceAccess(ctx.services.db, { slug: workspace_slug }, requireUser(ctx).id);
      if (!access) throw new NotFoundError(WORKSPACE_NOT_FOUND);
      ctx.body = await inUnitOfWork(ctx, (uow) => apiTokenCreate({ ...uow, access, owner: requireUser(ctx), fields }));
      ctx.status = 201;
    }),
  );

  router.get("/:tokenId/", async (ctx) => {
    const { db } = ctx.services;
    const [token] = await presentApiTokens(db, [await findScopedApiToken(db, { ownerId: requireUser(ctx).id }, String(ctx.params.tokenId))]);
    ctx.body = token;
  });

  router.delete("/:tokenId/", async (ctx) => {
    const ownerId = requireUser(ctx).id;
    await inUnitOfWork(ctx, (uow) => apiTokenDelete({ ...uow, scope: { ownerId }, tokenId: String(ctx.params.tokenId) }));
    ctx.status = 204;
  });

  return router;
}
