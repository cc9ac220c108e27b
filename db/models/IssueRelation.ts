import { BaseModel } from "./BaseModel.js";

/** The relation types a row can hold; "blocking" is only ever the other side's view of "blocked_by". */
export type StoredRelationType = "blocked_by" | "relates_to" | "duplicate";

/** One relation between two work items, stored once per pair: `issue_id` <relation_type> `related_issue_id`. */
export class IssueRelation extends BaseModel {
  static override tableName = "issue_relations";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  related_issue_id!: string;
  relation_type!: StoredRelationType;
  created_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
