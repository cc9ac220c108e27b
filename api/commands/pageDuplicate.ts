import { Page } from "../../db/models/Page.js";
import { LIMITS } from "../contract/limits.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { pageCreatedEvent } from "../pages/pageEvents.js";

interface PageDuplicateInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
}

const COPY_SUFFIX = " (Copy)";

/**
 * A copy of a page the actor may see (at least Member), in the same project, named "<name> (Copy)" and owned
 * by the actor, with the same access, logo, colour and text. As in Plane the Yjs state is not copied: the
 * document server builds it from the HTML on first open. The copy starts unlocked and active, a page its
 * new owner can work on.
 */
export async function pageDuplicate({ trx, outbox, actor, project, pageId, role }: PageDuplicateInput): Promise<Page> {
  const source = await lockPage(trx, project, pageId, "duplicate", { actorId: actor.id, role });
  const copy = await Page.query(trx).insertAndFetch({
    workspace_id: source.workspace_id,
    project_id: source.project_id,
    name: source.name.slice(0, LIMITS.pageNameMaxLength - COPY_SUFFIX.length) + COPY_SUFFIX,
    logo_props: source.logo_props,
    color: source.color,
    access: source.access,
    description_html: source.description_html,
    description_stripped: source.description_stripped,
    owned_by_id: actor.id,
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
  outbox.add(pageCreatedEvent(copy, actor.id));
  return copy;
}
