import type { Db } from "../../db/connection.js";
import type { Issue } from "../../db/models/Issue.js";
import { Notification } from "../../db/models/Notification.js";
import type { User } from "../../db/models/User.js";

/** A mention of `user` as Plane's editor writes it. */
export function mention(user: Pick<User, "id">): string {
  return `<mention-component entity_name="user_mention" entity_identifier="${user.id}"></mention-component>`;
}

/** The notifications `receiver` holds about `issue`, oldest first. */
export async function notificationsOf(db: Db, receiver: Pick<User, "id">, issue: Pick<Issue, "id">): Promise<Notification[]> {
  return Notification.query(db).where({ receiver_id: receiver.id, entity_identifier: issue.id }).orderBy([{ column: "created_at" }, { column: "id" }]);
}

/**
 * A notification for `receiver` about `issue`, written straight in the database (the rules that write real
 * ones are tested in tests/api/notifications.test.ts); `fields` places it in the inbox.
 */
export async function buildNotification(db: Db, issue: Issue, receiver: Pick<User, "id">, fields: Partial<Notification> = {}): Promise<Notification> {
  return Notification.query(db).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    receiver_id: receiver.id,
    triggered_by_id: issue.created_by_id,
    entity_identifier: issue.id,
    entity_name: "issue",
    title: issue.name,
    data: {
      issue: { id: issue.id, name: issue.name, sequence_id: issue.sequence_id, identifier: "TEST", state_name: null, state_group: null },
      issue_activity: { id: null, field: "priority", verb: "updated", actor: issue.created_by_id, old_value: "none", new_value: "high", issue_comment: null },
    },
    message: null,
    message_html: "",
    message_stripped: null,
    sender: fields.is_mentioned_notification ? "in_app:issue_activities:mentioned" : "in_app:issue_activities:property",
    ...fields,
  });
}
