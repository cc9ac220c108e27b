import { UserFavorite } from "../../db/models/UserFavorite.js";
import { PageStateError } from "../errors.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { PAGE_ENTITY } from "../pages/favorites.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";

interface PageFavoriteInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
}

/**
 * Adds a page to the actor's favorites (at least Member). An archived page is no favorite (archiving takes
 * it out of them), so it cannot be added back. Adding it twice changes nothing. Only the actor hears of it.
 */
export async function pageFavorite({ trx, outbox, actor, project, pageId, role }: PageFavoriteInput): Promise<void> {
  // Locked so that a concurrent archive, which clears the favorites, cannot miss this one.
  const page = await lockPage(trx, project, pageId, "favorite", { actorId: actor.id, role });
  if (page.archived_at !== null) throw new PageStateError("page_archived", "Archived pages cannot be added to favorites.");
  const added = await UserFavorite.query(trx)
    .insert({ workspace_id: page.workspace_id, user_id: actor.id, entity_type: PAGE_ENTITY, entity_identifier: page.id, project_id: page.project_id })
    .onConflict(["user_id", "entity_type", "entity_identifier"])
    .ignore()
    .returning("id");
  if (!added.id) return;
  outbox.add(domainEvent("page.updated", page, actor.id, { is_favorite: true }, toUsers(page.workspace_id, [actor.id])));
}
