import { UserFavorite } from "../../db/models/UserFavorite.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { PAGE_ENTITY } from "../pages/favorites.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";

interface PageUnfavoriteInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
}

/** Takes a page out of the actor's favorites; one that is not there changes nothing. Only the actor hears of it. */
export async function pageUnfavorite({ trx, outbox, actor, project, pageId, role }: PageUnfavoriteInput): Promise<void> {
  const page = await lockPage(trx, project, pageId, "favorite", { actorId: actor.id, role });
  const removed = await UserFavorite.query(trx).delete().where({ user_id: actor.id, entity_type: PAGE_ENTITY, entity_identifier: page.id });
  if (removed === 0) return;
  outbox.add(domainEvent("page.updated", page, actor.id, { is_favorite: false }, toUsers(page.workspace_id, [actor.id])));
}
