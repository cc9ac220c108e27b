import Router from "@koa/router";
import type { Knex } from "knex";
import { User } from "../../../db/models/User.js";
import { Workspace } from "../../../db/models/Workspace.js";
import { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { requireUser } from "../../auth/sessions.js";
import { workspaceCreate } from "../../commands/workspaceCreate.js";
import { workspaceDelete } from "../../commands/workspaceDelete.js";
import { WORKSPACE_SLUG_MESSAGES, workspaceSlugProblem } from "../../contract/workspaceSlug.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { fieldError } from "../../errors.js";
import { signedIn, workspaceAdminOnly } from "../../middleware/guards.js";
import { activeWorkspacesOf } from "../../workspaces/memberships.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { presentWorkspace } from "../../presenters/workspace.js";
import { mountWorkspaceMembers } from "./members.js";
import { WorkspaceCreateSchema, WorkspaceSlugCheckSchema, WorkspaceUpdateSchema } from "./schema.js";

/** Presents workspaces with their owners, member counts and the caller's role in each: two queries for any number. */
async function presentWorkspaces(db: Knex, rows: { workspace: Workspace; role: number }[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.workspace.id);
  const [owners, counts] = await Promise.all([
    User.query(db).select("id", "display_name", "avatar").findByIds([...new Set(rows.map((row) => row.workspace.owner_id))]),
    WorkspaceMember.query(db)
      .join("users", "users.id", "workspace_members.member_id")
      .whereIn("workspace_members.workspace_id", ids)
      .where("workspace_members.is_active", true)
      .where("users.is_bot", false)
      .groupBy("workspace_members.workspace_id")
      .select("workspace_members.workspace_id")
      .count("* as total")
      .castTo<{ workspace_id: string; total: number | string }[]>(),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const totalById = new Map(counts.map((count) => [count.workspace_id, Number(count.total)]));
  return rows.map(({ workspace, role }) =>
    presentWorkspace(workspace, {
      owner: ownerById.get(workspace.owner_id) ?? { id: workspace.owner_id, display_name: "", avatar: "" },
      total_members: totalById.get(workspace.id) ?? 0,
      role,
    }),
  );
}

/** Workspaces (Plane's app API): create, slug check, my workspaces, and one workspace behind the tenant wall. */
export function workspacesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.post(
    "/api/workspaces/",
    signedIn(),
    withInput({ body: WorkspaceCreateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { workspace, membership } = await ctx.services.db.transaction((trx) =>
        workspaceCreate({ trx, actor, name: body.name, slug: body.slug, organizationSize: body.organization_size }),
      );
      ctx.status = 201;
      [ctx.body] = await presentWorkspaces(ctx.services.db, [{ workspace, role: membership.role }]);
    }),
  );

  router.get(
    "/api/workspace-slug-check/",
    signedIn(),
    withInput({ query: WorkspaceSlugCheckSchema }, async (ctx, { query }) => {
      const problem = workspaceSlugProblem(query.slug);
      // A reserved word is "not available", like a taken slug; only a slug nobody could ever have is a 400.
      if (problem === "reserved") {
        ctx.body = { status: false };
        return;
      }
      if (problem) throw fieldError("slug", WORKSPACE_SLUG_MESSAGES[problem]);
      const taken = await Workspace.query(ctx.services.db).select("id").where("slug", query.slug).first();
      ctx.body = { status: !taken };
    }),
  );

  router.get("/api/users/me/workspaces/", signedIn(), async (ctx) => {
    const { db } = ctx.services;
    ctx.body = await presentWorkspaces(db, await activeWorkspacesOf(db, requireUser(ctx).id));
  });

  router.get("/api/workspaces/:slug/", workspaceMember(), async (ctx) => {
    const { workspace, membership } = requireWorkspace(ctx);
    [ctx.body] = await presentWorkspaces(ctx.services.db, [{ workspace, role: membership.role }]);
  });

  router.patch(
    "/api/workspaces/:slug/",
    workspaceMember(),
    workspaceAdminOnly(),
    withInput({ body: WorkspaceUpdateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { workspace, membership } = requireWorkspace(ctx);
      const updated = Object.keys(body).length
        ? await Workspace.query(ctx.services.db).patchAndFetchById(workspace.id, { ...body, updated_by_id: actor.id, updated_at: new Date() })
        : workspace;
      [ctx.body] = await presentWorkspaces(ctx.services.db, [{ workspace: updated, role: membership.role }]);
    }),
  );

  router.delete("/api/workspaces/:slug/", workspaceMember(), workspaceAdminOnly(), async (ctx) => {
    const { workspace } = requireWorkspace(ctx);
    await ctx.services.db.transaction((trx) => workspaceDelete({ trx, workspace }));
    ctx.status = 204;
  });

  mountWorkspaceMembers(router);
  return router;
}
