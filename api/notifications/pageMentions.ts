import type { Notification } from "../../db/models/Notification.js";
import type { Page } from "../../db/models/Page.js";
import { User } from "../../db/models/User.js";
import type { PageNotificationDataShape } from "../contract/notificationShapes.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { pageAccess } from "../policies/pageAccess.js";
import { mentionedUserIds } from "../workItems/mentions.js";
import { queueCounts } from "./counts.js";
import { deliverNotifications } from "./deliver.js";
import { preferencesOfMany } from "./preferences.js";

/** New mentions one store may notify: far above what anyone types between two stores, and a bound on the checks. */
const MAX_NEW_MENTIONS = 100;

type StoredPage = Pick<Page, "id" | "workspace_id" | "project_id" | "name" | "description_html">;

/**
 * Tells the people a page's text mentions now and did not before (`before` is the page as it was in this
 * transaction): a mention of a member in Plane's `<mention-component entity_name="user_mention">`, the
 * same as a work item description's. Each is told once per mention added, through the same inbox, event
 * and unread counts as work item notifications; never the actor, nobody who may not open the page (a
 * private page's non-owner, a Guest outside the project, someone of another workspace), and nobody who
 * turned mention notifications off. A mention that stays in the text is not told again at the next store.
 */
export async function notifyPageMentions(uow: UnitOfWork, before: Pick<Page, "description_html">, after: StoredPage): Promise<void> {
  const { trx, outbox, actor } = uow;
  const earlier = new Set(mentionedUserIds(before.description_html));
  const added = mentionedUserIds(after.description_html)
    .filter((userId) => !earlier.has(userId) && userId !== actor.id)
    .slice(0, MAX_NEW_MENTIONS);
  if (added.length === 0) return;

  const readers: string[] = [];
  for (const userId of added) if (await pageAccess(trx, userId, after.id)) readers.push(userId);
  const preferences = await preferencesOfMany(trx, readers);
  const receivers = readers.filter((userId) => preferences.get(userId)?.mention);
  if (receivers.length === 0) return;

  const data: PageNotificationDataShape = { page: { id: after.id, name: after.name, project_id: after.project_id } };
  const rows: Partial<Notification>[] = receivers.map((receiver) => ({
    workspace_id: after.workspace_id,
    project_id: after.project_id,
    receiver_id: receiver,
    triggered_by_id: actor.id,
    entity_identifier: after.id,
    entity_name: "page",
    title: after.name,
    data: { ...data },
    message: null,
    message_html: "",
    message_stripped: null,
    sender: "in_app:page:mentioned",
    is_mentioned_notification: true,
    created_by_id: actor.id,
    updated_by_id: actor.id,
  }));
  await deliverNotifications(uow, rows, await User.query(trx).findById(actor.id));
  await queueCounts(trx, outbox, actor.id, after.workspace_id, receivers);
}
