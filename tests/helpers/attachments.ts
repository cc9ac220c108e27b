import { workItemAttachmentAnnounce } from "../../api/commands/workItemAttachmentAnnounce.js";
import { descriptionAssetAnnounce } from "../../api/commands/descriptionAssetAnnounce.js";
import type { Db } from "../../db/connection.js";
import type { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import type { User } from "../../db/models/User.js";
import type { TestClient, TestResponse } from "./client.js";

/** Announcing publishes nothing, so the fixture's outbox goes nowhere. */
const NO_EVENTS = { add() {} };

/** An announced attachment with no file yet, as POST .../attachments/ leaves it. */
export function buildPendingAttachment(db: Db, issue: Issue, creator: User, name = "notes.txt", size = 5): Promise<FileAsset> {
  return db.transaction((trx) => workItemAttachmentAnnounce({ trx, outbox: NO_EVENTS, actor: creator, issue, fields: { name, type: "text/plain", size } }));
}

export interface UploadData {
  url: string;
  fields: Record<string, string>;
}

/** Posts fields and then the file, as Plane's web app posts FormData to a presigned URL. */
export async function postUpload(client: TestClient, upload: UploadData, file: Uint8Array<ArrayBuffer>, name = "file.bin"): Promise<TestResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
  form.append("file", new Blob([file]), name);
  const encoded = new Response(form);
  const csrf = client.csrfToken ?? (await client.fetchCsrfToken());
  return client.request("POST", new URL(upload.url).pathname, {
    headers: { "content-type": encoded.headers.get("content-type") ?? "", "x-csrftoken": csrf },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
}

/** An announced image of a work item's description with no file yet, as POST .../projects/{id}/ leaves it. */
export function buildPendingDescriptionImage(db: Db, issue: Issue, creator: User, size = PNG.length): Promise<FileAsset> {
  return db.transaction((trx) =>
    descriptionAssetAnnounce({
      trx,
      outbox: NO_EVENTS,
      actor: creator,
      workspaceId: issue.workspace_id,
      projectId: issue.project_id,
      entityType: "ISSUE_DESCRIPTION",
      entity: { issue_id: issue.id, page_id: null },
      fields: { name: "pasted.png", type: "image/png", size },
    }),
  );
}

/** The smallest valid PNG: a 1x1 transparent pixel. */
export const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
