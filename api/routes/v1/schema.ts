import { z } from "zod";
import { V1_DEFAULT_PER_PAGE, V1_MAX_PER_PAGE } from "../../v1/pagination.js";

/**
 * Inputs every v1 resource shares. Path ids are plain strings here on purpose: Plane's URL patterns take
 * only UUIDs, so a malformed id is a 404 (the scope finds nothing), never a 400.
 */
export const V1SlugParamsSchema = z.object({ slug: z.string().describe("The workspace's slug.") });

export const V1ProjectParamsSchema = V1SlugParamsSchema.extend({ projectId: z.string().describe("The project's id.") });

/**
 * The query every v1 list takes; readV1Page() and v1Expand()/v1ListParam() read it with Plane's rules.
 * Parameters it does not name are dropped, not refused, as Plane ignores query parameters it does not know.
 */
export const V1ListQuerySchema = z.object({
  per_page: z.string().optional().describe(`Rows per page, 1 to ${V1_MAX_PER_PAGE} (default ${V1_DEFAULT_PER_PAGE}).`),
  cursor: z.string().optional().describe(`"per_page:page:is_prev", as next_cursor / prev_cursor give it.`),
  expand: z.string().optional().describe("Comma-separated fields to return as nested objects."),
  fields: z.string().optional().describe("Comma-separated fields to keep in each result."),
});

/** The query a single-object v1 read takes. */
export const V1ObjectQuerySchema = V1ListQuerySchema.pick({ expand: true, fields: true });
