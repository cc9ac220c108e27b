import { z } from "zod";
import { AttachmentCreateSchema } from "../../assets/schema.js";
import { WorkItemCommentWriteSchema, WorkItemLinkCreateSchema, WorkItemLinkUpdateSchema, WorkItemRelationCreateSchema, WorkItemRelationRemoveSchema } from "../../workItemExtras/schema.js";
import { V1WorkItemParamsSchema } from "./schema.js";

/**
 * Bodies of a work item's comments, links, relations and attachments on v1, each field checked by the
 * app's own rule. Fields Cairn has no place for (comment_json, access, external_id...) are dropped rather
 * than refused, as DRF drops fields a serializer does not write.
 */
export const V1CommentWriteSchema = z.object({ comment_html: WorkItemCommentWriteSchema.shape.comment_html });
export const V1LinkCreateSchema = z.object(WorkItemLinkCreateSchema.shape);
export const V1LinkUpdateSchema = z.object(WorkItemLinkUpdateSchema.shape);
export const V1RelationCreateSchema = z.object(WorkItemRelationCreateSchema.shape);
export const V1RelationRemoveSchema = z.object(WorkItemRelationRemoveSchema.shape);
export const V1AttachmentCreateSchema = z.object(AttachmentCreateSchema.shape);

/** Plane's client confirms an upload with {"is_uploaded": true}; the server checks the file itself. */
export const V1AttachmentConfirmSchema = z.object({ is_uploaded: z.boolean().optional() });

export const V1CommentParamsSchema = V1WorkItemParamsSchema.extend({ commentId: z.string().describe("The comment's id.") });
export const V1LinkParamsSchema = V1WorkItemParamsSchema.extend({ linkId: z.string().describe("The link's id.") });
export const V1ActivityParamsSchema = V1WorkItemParamsSchema.extend({ activityId: z.string().describe("The activity's id.") });
export const V1AttachmentParamsSchema = V1WorkItemParamsSchema.extend({ assetId: z.string().describe("The attachment's id.") });
