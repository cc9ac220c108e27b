import type { Page } from "../../db/models/Page.js";
import type { Audience } from "../contract/events.js";
import { PAGE_ACCESS } from "../contract/pages.js";
import { changedFields, domainEvent, toProject, toUsers } from "../events/envelope.js";
import type { PendingEvent } from "../events/unitOfWork.js";
import { presentPageToAll } from "../presenters/page.js";

/** Who hears of a page: a public one's project, a private one's owner alone. */
export function pageAudience(page: Page): Audience {
  if (page.access === PAGE_ACCESS.PUBLIC) return toProject(page);
  return toUsers(page.workspace_id, page.owned_by_id ? [page.owned_by_id] : []);
}

export function pageCreatedEvent(page: Page, actorId: string): PendingEvent {
  return domainEvent("page.created", page, actorId, presentPageToAll(page), pageAudience(page));
}

/**
 * The fields that changed, to whoever may see the page after the change, or before it when that was more
 * people: a page made private is announced to the project, whose lists then drop it. Only the changed
 * fields travel, so nothing of a private page's content reaches them: a change of text is the flag
 * description_changed, never the text.
 */
export function pageUpdatedEvent(before: Page, after: Page, actorId: string): PendingEvent {
  const audience = before.access === PAGE_ACCESS.PUBLIC ? pageAudience(before) : pageAudience(after);
  return domainEvent("page.updated", after, actorId, changedFields(withText(before), withText(after)), audience);
}

function withText(page: Page) {
  return { ...presentPageToAll(page), description_html: page.description_html };
}

export function pageDeletedEvent(page: Page, actorId: string): PendingEvent {
  return domainEvent("page.deleted", page, actorId, { id: page.id, project: page.project_id }, pageAudience(page));
}
