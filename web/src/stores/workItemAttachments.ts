import { proxy } from "valtio";
import { LIMITS } from "../../../api/contract/limits";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { postUpload } from "../http/postUpload";
import type { AttachmentAnnounced, WorkItemAttachment } from "../http/types";
import { formatBytes } from "./formatBytes";
import { loadOwned, type LoadState } from "./loadOwned";
import { historyChanged, type ItemTarget } from "./workItemDetail";

/** A file on its way up (SPEC.md section 3, attachment upload status: id, name, progress, size, type). */
export interface AttachmentUpload {
  /** Local only: the upload has no asset id until the server announced it. */
  id: number;
  name: string;
  size: number;
  type: string;
  /** 0 to 1, from the request's upload progress events. */
  progress: number;
  status: "uploading" | "failed";
  error: string | null;
}

/** The attachments of the open work item, and the uploads under way on it. */
interface WorkItemAttachmentsStore {
  itemId: string | null;
  attachments: WorkItemAttachment[];
  state: LoadState;
  uploads: AttachmentUpload[];
}

export const workItemAttachments = proxy<WorkItemAttachmentsStore>({ itemId: null, attachments: [], state: "idle", uploads: [] });

export const UPLOAD_LIMIT_BYTES = LIMITS.uploadBytes;

const attachmentsPath = ({ slug, projectId, itemId }: ItemTarget) =>
  `/api/assets/v2/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(itemId)}/attachments`;

export function loadAttachments(target: ItemTarget): Promise<void> {
  if (workItemAttachments.itemId !== target.itemId) workItemAttachments.uploads = [];
  return loadOwned(workItemAttachments, "itemId", target.itemId, "attachments", [], () => api.get<WorkItemAttachment[]>(`${attachmentsPath(target)}/`));
}

let nextUpload = 1;

function uploadEntry(id: number): AttachmentUpload | undefined {
  return workItemAttachments.uploads.find((upload) => upload.id === id);
}

/** Why a file is refused before anything is sent, or null when it may go. */
function refusalBeforeUpload(file: Pick<File, "size" | "name">): string | null {
  if (file.size > UPLOAD_LIMIT_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; attachments can be at most ${formatBytes(UPLOAD_LIMIT_BYTES)}. Compress it or share a link instead.`;
  }
  if (file.size === 0) return `${file.name} is empty. Pick a file with content.`;
  return null;
}

/** How an upload ended: the file's address on success (an editor shows it as an image), or why not. */
export type UploadOutcome = { url: string } | { error: string };

/**
 * Plane's asset v2 flow: announce the file (POST), post it with the signed fields to the returned url,
 * then confirm (PATCH). Each file shows its own progress; a refusal stays on its row with the reason.
 * `onProgress` lets a caller (an editor inserting the file as an image) show the same progress.
 */
export async function uploadAttachment(target: ItemTarget, file: File, onProgress?: (progress: number) => void): Promise<UploadOutcome> {
  const id = nextUpload++;
  const type = file.type || "application/octet-stream";
  const refused = refusalBeforeUpload(file);
  workItemAttachments.uploads.push({ id, name: file.name, size: file.size, type, progress: 0, status: refused ? "failed" : "uploading", error: refused });
  if (refused) return { error: refused };
  try {
    const announced = await api.post<AttachmentAnnounced>(`${attachmentsPath(target)}/`, { name: file.name, type, size: file.size });
    await postUpload(announced.upload_data, file, (progress) => {
      const entry = uploadEntry(id);
      if (entry) entry.progress = progress;
      onProgress?.(progress);
    });
    await api.patch<void>(`${attachmentsPath(target)}/${encodeURIComponent(announced.asset_id)}/`, {});
    workItemAttachments.uploads = workItemAttachments.uploads.filter((upload) => upload.id !== id);
    if (workItemAttachments.itemId === target.itemId && !workItemAttachments.attachments.some((entry) => entry.id === announced.asset_id)) {
      workItemAttachments.attachments.unshift({ ...announced.attachment, is_uploaded: true });
    }
    historyChanged(target);
    return { url: announced.asset_url };
  } catch (error) {
    const message = describeError(error, `upload ${file.name}`);
    const entry = uploadEntry(id);
    if (entry) {
      entry.status = "failed";
      entry.error = message;
    }
    return { error: message };
  }
}

export function dismissUpload(id: number): void {
  workItemAttachments.uploads = workItemAttachments.uploads.filter((upload) => upload.id !== id);
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteAttachment(target: ItemTarget, assetId: string): Promise<void> {
  await api.delete<void>(`${attachmentsPath(target)}/${encodeURIComponent(assetId)}/`);
  if (workItemAttachments.itemId === target.itemId) {
    workItemAttachments.attachments = workItemAttachments.attachments.filter((entry) => entry.id !== assetId);
  }
  historyChanged(target);
}
