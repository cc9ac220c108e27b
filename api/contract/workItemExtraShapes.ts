import type { UploadDataShape } from "./assetShapes.js";
import type { ActorDetailShape } from "./workItemShapes.js";
import type { Priority, RelationType, StoredRelationType } from "./workItems.js";

/** What hangs off a work item on the wire: comments, reactions, links, relations, attachments, subscriptions. */

/** One person's emoji (SPEC.md section 3 "Reaction"): what reactions on comments and on work items share. */
export interface ReactionShape {
  id: string;
  reaction: string;
  /** The user id. */
  actor: string;
}

/** One person's emoji on a comment. */
export interface CommentReactionShape extends ReactionShape {
  comment: string;
  project: string;
  workspace: string;
  created_at: string;
  updated_at: string;
}

/** A work item comment with its reactions (SPEC.md section 3 "Comment"); `actor` is null once that account is gone. */
export interface WorkItemCommentShape {
  id: string;
  comment_html: string;
  comment_stripped: string;
  actor: string | null;
  issue: string;
  project: string;
  workspace: string;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  comment_reactions: CommentReactionShape[];
}

/**
 * A comment as REST answers it: with its author nested, as Plane's comment serializer does. Its events
 * carry the plain shape: a command knows only the actor's id and name, and a listener has the members.
 */
export interface WorkItemCommentDetailShape extends WorkItemCommentShape {
  actor_detail: ActorDetailShape | null;
}

/** One person's emoji on a work item, Plane's IssueReaction shape. */
export interface WorkItemReactionShape extends ReactionShape {
  issue: string;
  project: string;
  workspace: string;
  created_at: string;
  updated_at: string;
}

/** A work item link, Plane's IssueLink shape; metadata stays {} because Cairn never fetches the page. */
export interface WorkItemLinkShape {
  id: string;
  url: string;
  title: string | null;
  metadata: Record<string, unknown>;
  issue: string;
  project: string;
  workspace: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The other work item of a relation, as seen from one side (GET .../issue-relation/ lists these). */
export interface RelatedWorkItemShape {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  state_id: string | null;
  priority: Priority;
  sort_order: number;
  is_epic: boolean;
  created_at: string;
  updated_at: string;
  relation_type: RelationType;
}

/** GET .../issue-relation/: the item's relations, grouped by what they are from its side. */
export type RelationGroupsShape = Record<RelationType, RelatedWorkItemShape[]>;

/** A relation as stored, direction included ("issue_id <relation_type> related_issue_id"), as its events carry it. */
export interface RelationRowShape {
  id: string;
  issue_id: string;
  related_issue_id: string;
  relation_type: StoredRelationType;
  project_id: string;
  workspace_id: string;
  created_by: string | null;
  created_at: string;
}

/** A work item attachment in Plane's IssueAttachmentSerializer shape; the storage key stays private. */
export interface WorkItemAttachmentShape {
  id: string;
  attributes: { name: string; type: string; size: number };
  /** Where the file is read: images are served inline, anything else as a download. */
  asset_url: string;
  size: number;
  entity_type: string;
  is_uploaded: boolean;
  issue: string | null;
  project: string;
  workspace: string;
  /** The uploader's user id. */
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** What POST .../attachments/ answers: where to post the file (an S3-style presigned POST), and the asset. */
export interface AttachmentAnnouncedShape {
  upload_data: UploadDataShape;
  asset_id: string;
  attachment: WorkItemAttachmentShape;
  asset_url: string;
}

/** Someone following a work item. */
export interface WorkItemSubscriptionShape {
  id: string;
  issue: string;
  subscriber: string;
  project: string;
  workspace: string;
}
