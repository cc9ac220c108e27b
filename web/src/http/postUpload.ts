import type { UploadDataShape } from "../../../api/contract/assetShapes";
import { ApiError, writeHeaders, type ApiErrorBody } from "./client";

/**
 * Posts a file to an announced asset's upload_data, as to an S3 presigned POST: the fields, then the file.
 * fetch() reports no upload progress, so the file goes with XMLHttpRequest. The upload endpoint is ours and
 * checks the session cookie and the CSRF header, so it is posted on this origin whatever host the server's
 * configured address names. A refusal rejects with the server's ApiError.
 */
export async function postUpload(upload: UploadDataShape, file: File, onProgress: (progress: number) => void): Promise<void> {
  const url = new URL(upload.url, window.location.origin);
  const path = url.origin === window.location.origin ? url.href : url.pathname + url.search;
  const form = new FormData();
  // Fields before the file, as a presigned POST expects: the server checks the token before writing.
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append("file", file, file.name);
  const headers = await writeHeaders();
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let body: ApiErrorBody = {};
      try {
        body = JSON.parse(request.responseText) as ApiErrorBody;
      } catch {
        // A body that is not JSON still leaves the status to describe the refusal.
      }
      reject(new ApiError(request.status, body));
    });
    request.addEventListener("error", () => reject(new Error("network")));
    request.addEventListener("abort", () => reject(new Error("aborted")));
    request.send(form);
  });
}
