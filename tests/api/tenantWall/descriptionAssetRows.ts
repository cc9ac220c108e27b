import { buildPendingDescriptionImage } from "../../helpers/attachments.js";
import { buildStaffedProject } from "../../helpers/projects.js";
import { createWorkItem } from "../../helpers/workItemExtras.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/**
 * Images in rich text (Plane's project asset endpoints). As with attachments, the matrix has no file to
 * upload, so the rows past announcing use an announced image without its file: callers past the wall hear
 * the handler's own 400. The uploaded cases are in tests/api/descriptionAssets.test.ts.
 */

const BASE = "/api/assets/v2/workspaces/:slug/projects/:projectId";

async function withItem(f: Fixture) {
  const project = await buildStaffedProject(f.db, f.workspace, f.users);
  const issue = await createWorkItem(f.db, project, f.users.admin);
  return { issue, ids: { projectId: project.id, issueId: issue.id } };
}

/** An image of a work item's description, announced by the member and not uploaded. */
async function withImage(f: Fixture) {
  const { issue, ids } = await withItem(f);
  const asset = await buildPendingDescriptionImage(f.db, issue, f.users.member);
  return { projectId: ids.projectId, assetId: asset.id };
}

const READ = (status: number) => ({ anonymous: 401, nonMember: 404, guest: status, member: status, admin: status });
const EDIT = (status: number) => ({ anonymous: 401, nonMember: 404, guest: 403, member: status, admin: status });
const SILENT = "an image reaches others through the document that shows it; its row is nobody else's to hear of";

export const DESCRIPTION_ASSET_ROWS: MatrixRow[] = [
  {
    method: "POST",
    path: `${BASE}/`,
    ids: async (f) => (await withItem(f)).ids,
    body: (_f, ids) => ({ name: "pasted.png", type: "image/png", size: 68, entity_type: "ISSUE_DESCRIPTION", entity_identifier: ids.issueId }),
    expected: EDIT(200),
    silentBecause: SILENT,
  },
  // A JSON body is not an upload.
  { method: "POST", path: `${BASE}/:assetId/upload/`, ids: withImage, body: () => ({}), expected: EDIT(400), silentBecause: SILENT },
  // No file on disk, so it cannot be confirmed.
  { method: "PATCH", path: `${BASE}/:assetId/`, ids: withImage, expected: EDIT(400), silentBecause: SILENT },
  // Not uploaded yet: "The asset is not uploaded."
  { method: "GET", path: `${BASE}/:assetId/`, ids: withImage, expected: READ(400) },
];
