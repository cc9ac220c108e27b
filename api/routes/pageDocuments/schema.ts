import { z } from "zod";
import { descriptionHtml } from "../fields.js";

/**
 * Plane's JSON form of PATCH description/: the Yjs state in base64. Its description_html is accepted
 * (Plane's client sends it) and not used: the server renders the HTML from the state itself.
 */
export const PageDescriptionSchema = z.strictObject({
  description_binary: z.base64("must be base64").transform((value) => new Uint8Array(Buffer.from(value, "base64"))),
  description_html: descriptionHtml.optional(),
});
export type PageDescriptionReq = z.infer<typeof PageDescriptionSchema>;
