import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { PAGE_ORDER_BY, PAGE_TABS } from "../../contract/pages.js";
import { descriptionHtml, freeFormJson, hexColor, pageAccess } from "../fields.js";

/** A page title: trimmed, possibly empty (the editor shows "Untitled" until one is typed), no control characters. */
const name = z
  .string()
  .trim()
  .max(LIMITS.pageNameMaxLength)
  .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");
/** Plane's pages start without a colour: "" or a #RRGGBB one. */
const color = z.union([z.literal(""), hexColor], "must be empty or a #RRGGBB hex colour");

export const PageCreateSchema = z.strictObject({
  name: name.optional(),
  access: pageAccess.optional(),
  color: color.optional(),
  logo_props: freeFormJson.optional(),
});
export type PageCreateReq = z.infer<typeof PageCreateSchema>;

/**
 * description_html is merged into the page's document (open editors see it); the Yjs state itself has the
 * description/ endpoint.
 */
export const PageUpdateSchema = z.strictObject({
  name: name.optional(),
  color: color.optional(),
  logo_props: freeFormJson.optional(),
  description_html: descriptionHtml.optional(),
});
export type PageUpdateReq = z.infer<typeof PageUpdateSchema>;

/** GET pages/: a tab, a search in names, and a sort key (`-` first for descending). */
export const PageListSchema = z.object({
  type: z.enum(PAGE_TABS, { error: "must be public, private or archived" }).optional(),
  search: z.string().trim().max(LIMITS.pageNameMaxLength).optional(),
  order_by: z.enum(PAGE_ORDER_BY, { error: `must be one of ${PAGE_ORDER_BY.join(", ")}` }).optional(),
});
export type PageListReq = z.infer<typeof PageListSchema>;
