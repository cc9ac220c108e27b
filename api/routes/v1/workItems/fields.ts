import type { WorkItemFields } from "../../../workItems/fields.js";
import type { V1WorkItemUpdateReq } from "./schema.js";

/** A v1 work item body in the app's field names, as workItemCreate / updateWorkItem take them. */
export function toAppWorkItemFields<T extends V1WorkItemUpdateReq>(body: T): Omit<T, "state" | "parent" | "assignees" | "labels"> & WorkItemFields {
  const { state, parent, assignees, labels, ...same } = body;
  return {
    ...same,
    ...(state === undefined ? {} : { state_id: state }),
    ...(parent === undefined ? {} : { parent_id: parent }),
    ...(assignees === undefined ? {} : { assignee_ids: assignees }),
    ...(labels === undefined ? {} : { label_ids: labels }),
  };
}
