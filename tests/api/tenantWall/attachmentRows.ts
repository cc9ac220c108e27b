import { FileAsset } from "../../../db/models/FileAsset.js";
import { buildStaffedProject } from "../../helpers/projects.js";
import { buildPendingAttachment } from "../../helpers/attachments.js";
import { createWorkItem } from "../../helpers/workItemExtras.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/**
 * Work item attachments (Plane's asset v2 API). The matrix has no data folder to put files in, so the
 * rows that need a file use an announced, not yet uploaded asset: callers past the wall then hear the
 * handler's own 400, which no wall refusal (401, 403, 404) could be mistaken for. The uploaded cases are
 * in tests/api/attachments.test.ts.
 */

const BASE = "/api/assets/v2/workspaces/:slug/projects/:projectId/issues/:issueId/attachments";

/** A work item of a staffed project and an attachment on it announced by the member. */
async function withAttachment(f: Fixture) {
  const project = await buildStaffedProject(f.db, f.workspace, f.users);
  const issue = await createWorkItem(f.db, project, f.users.admin);
  const asset = await buildPendingAttachment(f.db, issue, f.users.member);
  return { projectId: project.id, issueId: issue.id, assetId: asset.id };
}

/** The same, as if its upload had been confirmed (the row only: deleting a file that is not there is fine). */
async function withListedAttachment(f: Fixture) {
  const ids = await withAttachment(f);
  await FileAsset.query(f.db).patchAndFetchById(ids.assetId, { is_uploaded: true });
  return ids;
}

const itemIds = async (f: Fixture) => {
  const { projectId, issueId } = await withAttachment(f);
  return { projectId, issueId };
};

const READ = (status: number) => ({ anonymous: 401, nonMember: 404, guest: status, member: status, admin: status });
const EDIT = (status: number) => ({ anonymous: 401, nonMember: 404, guest: 403, member: status, admin: status });

export const ATTACHMENT_ROWS: MatrixRow[] = [
  { method: "GET", path: `${BASE}/`, ids: itemIds, expected: READ(200) },
  {
    method: "POST",
    path: `${BASE}/`,
    ids: itemIds,
    body: () => ({ name: "spec.pdf", type: "application/pdf", size: 1024 }),
    expected: EDIT(200),
    silentBecause: "announcing makes an unlisted row nobody else can see yet; work_item_attachment.created comes with the confirmation",
  },
  // Not uploaded yet: "The asset is not uploaded."
  { method: "GET", path: `${BASE}/:assetId/`, ids: withAttachment, expected: READ(400) },
  // No file on disk, so it cannot be confirmed; a confirmation with its file lists the attachment.
  { method: "PATCH", path: `${BASE}/:assetId/`, ids: withAttachment, expected: EDIT(400), emits: ["work_item_attachment.created"] },
  // A JSON body is not an upload.
  {
    method: "POST",
    path: `${BASE}/:assetId/upload/`,
    ids: withAttachment,
    body: () => ({}),
    expected: EDIT(400),
    silentBecause: "the upload stores bytes and changes no row; the confirmation announces the attachment",
  },
  // The member uploaded it: the uploader and the project admin may delete it.
  {
    method: "DELETE",
    path: `${BASE}/:assetId/`,
    ids: withListedAttachment,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 204, admin: 204 },
    emits: ["work_item_attachment.deleted"],
  },
];
