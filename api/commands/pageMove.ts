import type { Page } from "../../db/models/Page.js";
import { UserFavorite } from "../../db/models/UserFavorite.js";
import { canCreatePage } from "../contract/pages.js";
import { ForbiddenError, fieldError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { PAGE_ENTITY } from "../pages/favorites.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { pageCreatedEvent, pageDeletedEvent } from "../pages/pageEvents.js";
import { patchPage } from "../pages/patchPage.js";
import type { VisibleProject } from "../policies/projectVisibility.js";

interface PageMoveInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
  /** The project it goes to, as the actor sees it (same workspace, found by api/policies/projectAccess.ts). */
  target: VisibleProject;
}

/**
 * Moves a page to another project of the workspace (its owner or a project admin), where the actor must be
 * able to create pages. Its favorites follow it. Readers of the old project hear it go, those of the new
 * one hear it arrive.
 */
export async function pageMove({ trx, outbox, actor, project, pageId, role, target }: PageMoveInput): Promise<Page> {
  const before = await lockPage(trx, project, pageId, "manage", { actorId: actor.id, role });
  if (target.project.id === before.project_id) throw fieldError("new_project_id", "the page is already in this project");
  if (!target.project.page_view) throw fieldError("new_project_id", "pages are disabled in that project");
  if (!canCreatePage(target.role)) throw new ForbiddenError("Only admins and members of the target project can move a page there.");
  const after = await patchPage(trx, before.id, { project_id: target.project.id, updated_by_id: actor.id, updated_at: new Date() });
  await UserFavorite.query(trx).patch({ project_id: target.project.id }).where({ entity_type: PAGE_ENTITY, entity_identifier: before.id });
  outbox.add(pageDeletedEvent(before, actor.id));
  outbox.add(pageCreatedEvent(after, actor.id));
  return after;
}
