import type { Knex } from "knex";
import type { DescriptionAssetType } from "../contract/assetShapes.js";
import { NotFoundError } from "../errors.js";
import { findPage } from "../pages/findPage.js";
import { assertLive } from "../workItems/archivable.js";
import { findWorkItem } from "../workItems/find.js";
import { authorizeEditPageContent, authorizePage, PAGES_DISABLED } from "./page.js";
import type { VisibleProject } from "./projectVisibility.js";

/** The rich text an image belongs to: a work item (its description or one of its comments) or a page. */
export interface DescriptionEntityRef {
  type: DescriptionAssetType;
  id: string;
}

/** Where the asset row points: its work item, or its page. */
export type DescriptionEntityLink = { issue_id: string; page_id: null } | { issue_id: null; page_id: string };

/**
 * Whether the caller may read (`read`) or change (`edit`) the rich text an image belongs to, by the rules of
 * that text: a work item's (the project role the route checked, the item visible to the caller, and not
 * archived to be changed) or a page's (api/policies/page.ts: private pages, locks, archives, Guests).
 * Something the caller cannot see is a 404, whatever the reason; a page they see but may not edit, a 403 or
 * the page's own state error. Comments are the work item's: a new comment has no id yet, so its images
 * name the item, as Plane's web app does.
 */
export async function authorizeDescriptionEntity(
  db: Knex,
  visible: VisibleProject,
  actorId: string,
  entity: DescriptionEntityRef,
  action: "read" | "edit",
): Promise<DescriptionEntityLink> {
  const { project, role } = visible;
  if (entity.type === "PAGE_DESCRIPTION") {
    if (!project.page_view) throw new NotFoundError(PAGES_DISABLED);
    const page = await findPage(db, project, entity.id);
    if (action === "edit") authorizeEditPageContent(role, page, actorId);
    else authorizePage("read", role, page, actorId);
    return { issue_id: null, page_id: page.id };
  }
  const issue = await findWorkItem(db, { projectId: project.id, viewerId: actorId }, entity.id);
  if (action === "edit") assertLive([issue]);
  return { issue_id: issue.id, page_id: null };
}

/** The entity an asset row was uploaded into, to ask authorizeDescriptionEntity about. */
export function entityOfAsset(asset: { entity_type: string; issue_id: string | null; page_id: string | null }): DescriptionEntityRef {
  return { type: asset.entity_type as DescriptionAssetType, id: (asset.page_id ?? asset.issue_id) as string };
}
