import type { Issue } from "../../db/models/Issue.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { WorkItemFields } from "../workItems/fields.js";
import { findOwnDraft } from "../workItems/findOwnDraft.js";
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
  const draft = await findOwnDraft(uow.trx, { workspaceId, viewerId: uow.actor.id, projectIds }, draftId, { forUpdate: true });
  return workItemUpdate({ ...uow, issue: draft, fields: { ...fields, is_draft: false } });
}
