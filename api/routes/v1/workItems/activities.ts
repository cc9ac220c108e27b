import type Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../../context.js";
import { projectScope } from "../../../middleware/projectScope.js";
import { presentV1WorkItemActivity } from "../../../presenters/v1/workItemActivity.js";
import { readV1Page, v1PageOf } from "../../../v1/pagination.js";
import { v1ListParam, v1PickFields } from "../../../v1/queryOptions.js";
import { findItemActivity } from "../../../v1/workItems/children.js";
import { findWorkItem } from "../../../workItems/find.js";
import { historyLines } from "../../../workItems/history.js";
import { workItemScope } from "../../workItemWrite.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema } from "../schema.js";
import { V1ActivityParamsSchema } from "./childSchema.js";
import { V1_WORK_ITEM_SPELLINGS, V1WorkItemParamsSchema } from "./schema.js";

/** Plane's v1 activities of a work item (its history but the comment lines, oldest first), for anyone with a project role. */
export function mountV1WorkItemActivities(router: Router<AppState, AppContextExtras>): void {
  for (const spelling of V1_WORK_ITEM_SPELLINGS) {
    const activities = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/:issueId/activities/`;

    v1Route(router, { method: "get", path: activities, summary: "List a work item's activities", input: { params: V1WorkItemParamsSchema, query: V1ListQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      const fields = v1ListParam(query.fields);
      ctx.body = v1PageOf(readV1Page(query), (await historyLines(ctx.services.db, issue, { propertiesOnly: true })).map((line) => v1PickFields(presentV1WorkItemActivity(line), fields)));
    });

    v1Route(router, { method: "get", path: `${activities}:activityId/`, summary: "Get an activity", input: { params: V1ActivityParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      ctx.body = v1PickFields(presentV1WorkItemActivity(await findItemActivity(ctx.services.db, issue, params.activityId)), v1ListParam(query.fields));
    });
  }
}
