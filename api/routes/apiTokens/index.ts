import Router from "@koa/router";
import { findManageableApiToken, listManageableApiTokens } from "../../apiTokens/findApiToken.js";
import { presentApiTokens } from "../../apiTokens/presentApiTokens.js";
import { apiTokenCreate } from "../../commands/apiTokenCreate.js";
import { apiTokenDelete } from "../../commands/apiTokenDelete.js";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { withInput } from "../../middleware/validate.js";
import { authorizeCreateApiToken } from "../../policies/apiToken.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { ApiTokenCreateSchema } from "./schema.js";

const TOKENS = "/api/workspaces/:slug/api-tokens";

/**
 * Personal API tokens in workspace settings (SPEC.md section 7): everyone sees and revokes their own, admins
 * every token of the workspace; admins and members make their own. The secret is in the create answer only.
 */
export function apiTokensRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get(`${TOKENS}/`, workspaceMember(), async (ctx) => {
    const { db } = ctx.services;
    ctx.body = await presentApiTokens(db, await listManageableApiTokens(db, requireWorkspace(ctx)));
  });

  router.post(
    `${TOKENS}/`,
    workspaceMember(),
    // Ahead of input validation: a guest hears 403, not a 400 about the body.
    (ctx, next) => {
      authorizeCreateApiToken(requireWorkspace(ctx).membership.role);
      return next();
    },
    withInput({ body: ApiTokenCreateSchema }, async (ctx, { body }) => {
      const access = requireWorkspace(ctx);
      ctx.body = await inUnitOfWork(ctx, (uow) => apiTokenCreate({ ...uow, access, owner: requireUser(ctx), fields: body }));
      ctx.status = 201;
    }),
  );

  router.get(`${TOKENS}/:tokenId/`, workspaceMember(), async (ctx) => {
    const { db } = ctx.services;
    const [token] = await presentApiTokens(db, [await findManageableApiToken(db, requireWorkspace(ctx), String(ctx.params.tokenId))]);
    ctx.body = token;
  });

  router.delete(`${TOKENS}/:tokenId/`, workspaceMember(), async (ctx) => {
    const access = requireWorkspace(ctx);
    await inUnitOfWork(ctx, (uow) => apiTokenDelete({ ...uow, scope: { access }, tokenId: String(ctx.params.tokenId) }));
    ctx.status = 204;
  });

  return router;
}
