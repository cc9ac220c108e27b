import type { PageVersion } from "../../db/models/PageVersion.js";
import type { PageVersionDetailShape, PageVersionShape } from "../contract/pageShapes.js";

/** A saved version in the page's version list. */
export function presentPageVersion(version: PageVersion): PageVersionShape {
  return {
    id: version.id,
    workspace: version.workspace_id,
    page: version.page_id,
    owned_by: version.owned_by_id,
    last_saved_at: new Date(version.last_saved_at).toISOString(),
    created_at: new Date(version.created_at).toISOString(),
  };
}

/** One version opened, its Yjs state in base64 as JSON carries bytes. */
export function presentPageVersionDetail(version: PageVersion): PageVersionDetailShape {
  return {
    ...presentPageVersion(version),
    description_binary: version.description_binary ? Buffer.from(version.description_binary).toString("base64") : null,
    description_html: version.description_html,
    description_stripped: version.description_stripped,
  };
}
