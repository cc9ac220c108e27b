import type { WorkItemLink } from "../../http/types";
import { appendOnce } from "../../stores/appendOnce";
import { withoutReaction } from "../../stores/reactions";
import { session } from "../../stores/session";
import { workItemAttachments } from "../../stores/workItemAttachments";
import { workItemCache } from "../../stores/workItemCache";
import { workItemDetail } from "../../stores/workItemDetail";
import { workItemLinks } from "../../stores/workItemLinks";
import { workItemReactions } from "../../stores/workItemReactions";
import { loadRelations, workItemRelations } from "../../stores/workItemRelations";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import type { HandlerTable } from "./handlerTable";

/** What hangs off the open work item: its reactions, links, relations, attachments and whether the reader follows it. */

/**
 * A relation event names both ends in their stored direction, while the open item lists them grouped from
 * its own side: its relations are read again when either end is the open item.
 */
function reloadRelationsOf(ends: readonly string[], workspaceId: string | null): void {
  const open = workItemRelations.itemId;
  const slug = slugOfOpenWorkspace(workspaceId);
  const projectId = open ? workItemCache.byId[open]?.project_id : undefined;
  if (open && slug && projectId && ends.includes(open)) void loadRelations({ slug, projectId, itemId: open });
}

export const itemExtraHandlers: HandlerTable = {
  "work_item_reaction.created": ({ data }) => {
    if (workItemReactions.itemId === data.issue) appendOnce(workItemReactions.reactions, { id: data.id, reaction: data.reaction, actor: data.actor });
  },
  "work_item_reaction.deleted": ({ data }) => {
    if (workItemReactions.itemId !== data.issue) return;
    workItemReactions.reactions = withoutReaction(workItemReactions.reactions, data);
  },
  "work_item_link.created": ({ data }) => {
    if (workItemLinks.itemId === data.issue) appendOnce(workItemLinks.links, data);
  },
  "work_item_link.updated": ({ id, data }) => {
    const link = workItemLinks.links.find((entry) => entry.id === id);
    if (link) Object.assign(link, data as Partial<WorkItemLink>);
  },
  "work_item_link.deleted": ({ id }) => {
    workItemLinks.links = workItemLinks.links.filter((entry) => entry.id !== id);
  },
  "work_item_relation.created": ({ data, workspace_id }) => reloadRelationsOf([data.issue_id, data.related_issue_id], workspace_id),
  "work_item_relation.deleted": ({ data, workspace_id }) => reloadRelationsOf([data.issue_id, data.related_issue_id], workspace_id),
  "work_item_attachment.created": ({ data }) => {
    if (workItemAttachments.itemId !== data.issue || workItemAttachments.attachments.some((entry) => entry.id === data.id)) return;
    workItemAttachments.attachments.unshift(data);
  },
  "work_item_attachment.deleted": ({ id }) => {
    workItemAttachments.attachments = workItemAttachments.attachments.filter((entry) => entry.id !== id);
  },
  // The reader's own follow, changed in another tab or by a comment or assignment that subscribed them.
  "work_item_subscription.created": ({ data }) => {
    if (workItemDetail.id === data.issue && data.subscriber === session.user?.id) workItemDetail.subscribed = true;
  },
  "work_item_subscription.deleted": ({ data, actor_id }) => {
    if (workItemDetail.id === data.issue && actor_id === session.user?.id) workItemDetail.subscribed = false;
  },
};
