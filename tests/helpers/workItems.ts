import type { Db } from "../../db/connection.js";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";

export interface WorkItemFields {
  name?: string;
  priority?: string;
  /** Defaults to the project's default state. */
  state_id?: string;
  parent_id?: string | null;
  start_date?: string | null;
  target_date?: string | null;
  sort_order?: number;
  is_draft?: boolean;
  archived_at?: Date | null;
  description_html?: string;
  created_by_id?: string | null;
  assignee_ids?: string[];
  label_ids?: string[];
}

/**
 * A work item written straight to the tables (fast, and able to make drafts and archived items), with the
 * project's next sequence id; ids it names are not checked, so tests stay free to make odd data.
 */
export async function buildWorkItem(db: Db, project: Project, fields: WorkItemFields = {}): Promise<Issue> {
  return db.transaction(async (trx) => {
    const [counter] = (await trx("projects").where("id", project.id).increment("last_sequence_id", 1).returning("last_sequence_id")) as { last_sequence_id: number }[];
    const state = fields.state_id ? null : ((await trx("states").where({ project_id: project.id, is_default: true }).first("id")) as { id: string });
    const { assignee_ids = [], label_ids = [], ...columns } = fields;
    const issue = await Issue.query(trx).insertAndFetch({
      workspace_id: project.workspace_id,
      project_id: project.id,
      sequence_id: counter?.last_sequence_id ?? 1,
      name: `Item ${counter?.last_sequence_id}`,
      state_id: state?.id,
      sort_order: 65535 + (counter?.last_sequence_id ?? 0) * 10000,
      created_by_id: project.created_by_id,
      ...columns,
    });
    const base = { workspace_id: project.workspace_id, project_id: project.id, issue_id: issue.id };
    if (assignee_ids.length > 0) await trx("issue_assignees").insert(assignee_ids.map((assignee_id) => ({ ...base, assignee_id })));
    if (label_ids.length > 0) await trx("issue_labels").insert(label_ids.map((label_id) => ({ ...base, label_id })));
    return issue;
  });
}
