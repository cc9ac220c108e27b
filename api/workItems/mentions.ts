import type { Knex } from "knex";
import sanitizeHtml from "sanitize-html";
import type { Issue } from "../../db/models/Issue.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user ids that `html` mentions, each once, in order of first appearance: Plane's
 * `<mention-component entity_name="user_mention" entity_identifier="<uuid>">`. Other entity kinds and
 * identifiers that are not UUIDs are not people and are skipped.
 */
export function mentionedUserIds(html: string): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag(name, attribs) {
      const id = attribs.entity_identifier;
      if (name === "mention-component" && attribs.entity_name === "user_mention" && id && UUID.test(id)) found.add(id.toLowerCase());
    },
  });
  return [...found];
}

/**
 * Makes the item's issue_mentions rows the people its (sanitised) description mentions who are active
 * members of its project. Anyone else (another workspace's user, someone who left, a made-up id) is
 * dropped without complaint: a stale mention in pasted text is no reason to refuse the edit. Answers the
 * people mentioned now who were not before: they are the ones to notify.
 */
export async function syncMentions(trx: Knex, issue: Pick<Issue, "id" | "workspace_id" | "project_id">, descriptionHtml: string): Promise<string[]> {
  const mentioned = mentionedUserIds(descriptionHtml);
  const members =
    mentioned.length === 0
      ? []
      : ((await trx("project_members").where({ project_id: issue.project_id, is_active: true }).whereIn("member_id", mentioned).pluck("member_id")) as string[]);
  const removal = trx("issue_mentions").where("issue_id", issue.id);
  if (members.length > 0) removal.whereNotIn("mention_id", members);
  await removal.delete();
  if (members.length === 0) return [];
  // Rows that were already there are ignored, so only the new mentions come back.
  const added = (await trx("issue_mentions")
    .insert(members.map((mention_id) => ({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, mention_id })))
    .onConflict(["issue_id", "mention_id"])
    .ignore()
    .returning("mention_id")) as { mention_id: string }[];
  return added.map((row) => row.mention_id);
}

/** The people an item's description mentions now (its issue_mentions rows). */
export async function mentionsOf(db: Knex, issueId: string): Promise<string[]> {
  return (await db("issue_mentions").where("issue_id", issueId).pluck("mention_id")) as string[];
}
