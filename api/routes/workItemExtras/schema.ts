import { z } from "zod";
import { uuid } from "../fields.js";
import { LIMITS } from "../../contract/limits.js";
import { RELATION_TYPES } from "../../contract/workItems.js";
import { sanitizeDescription } from "../../workItems/sanitizeDescription.js";

const relationType = z.enum(RELATION_TYPES, { error: `must be one of ${RELATION_TYPES.join(", ")}` });

export const WorkItemRelationCreateSchema = z.strictObject({
  relation_type: relationType,
  issues: z
    .array(uuid)
    .min(1, "must name at least one work item")
    .max(LIMITS.workItemRefsMax)
    .transform((list) => [...new Set(list)]),
});

/** Plane's current client sends only related_issue; relation_type, when sent, must match what is stored. */
export const WorkItemRelationRemoveSchema = z.strictObject({
  related_issue: uuid,
  relation_type: relationType.optional(),
});

/** Only web links: a javascript: or data: URL in a link list is one click from running in the app. */
const webUrl = z
  .string()
  .trim()
  .max(LIMITS.linkUrlMaxLength)
  .refine((value) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol), "must be a web address starting with http:// or https://");

const linkTitle = z.string().trim().max(LIMITS.nameMaxLength).nullable();

export const WorkItemLinkCreateSchema = z.strictObject({ url: webUrl, title: linkTitle.optional() });

export const WorkItemLinkUpdateSchema = z.strictObject({ url: webUrl.optional(), title: linkTitle.optional() });

/** Sanitised at the edge, so the handler only ever holds markup that is safe to store. */
const commentHtml = z
  .string()
  .max(LIMITS.commentHtmlMaxLength)
  .transform(sanitizeDescription)
  .refine((comment) => comment.stripped !== "" || /<(img|mention-component)\b/.test(comment.html), "cannot be empty");

/** Plane's web app sends `access` (internal or external) with each comment; Cairn has no external comments, so it is dropped. */
export const WorkItemCommentWriteSchema = z.strictObject({ comment_html: commentHtml, access: z.unknown().optional() });

export const CommentReactionCreateSchema = z.strictObject({
  reaction: z.string().trim().min(1, "cannot be empty").max(LIMITS.reactionMaxLength),
});

/** The same emoji rules on the work item itself. */
export const WorkItemReactionCreateSchema = CommentReactionCreateSchema;
