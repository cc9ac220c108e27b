import type { Knex } from "knex";
import { FileAsset } from "../../db/models/FileAsset.js";

/** attachment_count of each given work item: its uploaded attachments, 0 when it has none. */
export async function attachmentCounts(db: Knex, issueIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(issueIds.map((id) => [id, 0]));
  if (issueIds.length === 0) return counts;
  const rows = (await FileAsset.query(db)
    .select("issue_id")
    .count("* as count")
    .whereIn("issue_id", issueIds)
    .where({ entity_type: "ISSUE_ATTACHMENT", is_uploaded: true })
    .groupBy("issue_id")
    .castTo<{ issue_id: string; count: string | number }[]>()) as unknown as { issue_id: string; count: string | number }[];
  for (const row of rows) counts.set(row.issue_id, Number(row.count));
  return counts;
}
