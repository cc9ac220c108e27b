import { Issue } from "../../db/models/Issue.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { findInScope } from "../findInScope.js";
import type { WorkItemFields } from "../workItems/fields.js";
import { WORK_ITEM_NOT_FOUND } from "../workItems/find.js";
import { workItemUpdate } from "./workItemUpdate.js";

interface WorkItemDraftConvertInput extends UnitOfWork {
  workspaceId: string;
  draftId: string;
  /** The projects where the actor may still create work items: a draft elsewhere stays out of reach. */
  projectIds: readonly string[];
  /** Changes made on the way, as a work item update takes them. */
  fields: WorkItemFields;
}

/**
 * Turns the actor's own draft into a work item through the ordinary update, so the change is in the
 * item's history and the project hears of it once, as work_item.created (workItemUpdate). Someone
 * else's draft, a live item, or a draft of another workspace is the same 404.
 */
export async function workItemDraftConvert({ workspaceId, draftId, projectIds, fields, ...uow }: WorkItemDraftConvertInput): Promise<Issue> {
  const draft = await findInScope(draftId, WORK_ITEM_NOT_FOUND, () =>
    Issue.query(uow.trx)
      .findOne({ id: draftId, workspace_id: workspaceId, is_draft: true, created_by_id: uow.actor.id })
      .whereNull("archived_at")
      .whereIn("project_id", [...projectIds])
      .forNoKeyUpdate(),
  );
  return workItemUpdate({ ...uow, issue: draft, fields: { ...fields, is_draft: false } });
}
