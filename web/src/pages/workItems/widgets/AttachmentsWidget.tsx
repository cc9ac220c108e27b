import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useSnapshot, type Snapshot } from "valtio";
import { Button } from "../../../components/Button";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DismissButton } from "../../../components/DismissButton";
import type { ProjectMember, WorkItemAttachment } from "../../../http/types";
import { formatBytes } from "../../../stores/formatBytes";
import { deleteAttachment, dismissUpload, loadAttachments, UPLOAD_LIMIT_BYTES, uploadAttachment, workItemAttachments, type AttachmentUpload } from "../../../stores/workItemAttachments";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { relativeTime } from "../relativeTime";
import { Widget, WidgetStatus } from "./Widget";

interface Props {
  target: ItemTarget;
  /** Members and admins upload (the server's "edit" scope). */
  editable: boolean;
  members: readonly ProjectMember[];
  userId: string | null;
  /** Project admins may delete anyone's attachment; others only their own (the server's rule). */
  isAdmin: boolean;
}

/** The types the server shows inline (api/assets/download.ts); anything else downloads. */
const INLINE_IMAGES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Files of the work item: listed newest first, uploaded by picker or drop with a progress bar per file. */
export function AttachmentsWidget({ target, editable, members, userId, isAdmin }: Props) {
  const { itemId, attachments, state, uploads } = useSnapshot(workItemAttachments);
  const mine = itemId === target.itemId;
  const names = new Map(members.map((entry) => [entry.member.id, entry.member.display_name]));
  const [deleting, setDeleting] = useState<Snapshot<WorkItemAttachment> | null>(null);

  useEffect(() => {
    void loadAttachments(target);
  }, [target]);

  return (
    <Widget title="Attachments" count={mine ? attachments.length : undefined}>
      {editable && <UploadZone target={target} />}
      {mine && uploads.length > 0 && (
        <ul className="widget__list" aria-label="Uploads">
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} />
          ))}
        </ul>
      )}
      <WidgetStatus state={mine ? state : "loading"} what="attachments" onRetry={() => void loadAttachments(target)} />
      {mine && state === "ready" && (
        <ul className="widget__list attachments" aria-label="Attached files">
          {attachments.length === 0 && <li className="muted">No attachments.</li>}
          {attachments.map((attachment) => {
            const canDelete = editable && (isAdmin || attachment.created_by === userId);
            const uploader = (attachment.created_by && names.get(attachment.created_by)) || "Someone";
            return (
              <li key={attachment.id} className="attachment">
                <AttachmentPreview attachment={attachment} />
                <div className="attachment__meta">
                  <AttachmentLink attachment={attachment} />
                  <span className="muted">
                    {formatBytes(attachment.size)} · {uploader} · <time dateTime={attachment.created_at}>{relativeTime(attachment.created_at)}</time>
                  </span>
                </div>
                {canDelete && (
                  <Button variant="ghost" aria-label={`Delete attachment ${attachment.attributes.name}`} onClick={() => setDeleting(attachment)}>
                    Delete
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete attachment?"
        description={`“${deleting?.attributes.name ?? ""}” is deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete attachment"
        action="delete the attachment"
        onConfirm={async () => {
          if (deleting) await deleteAttachment(target, deleting.id);
        }}
      />
    </Widget>
  );
}

function AttachmentLink({ attachment }: { attachment: Snapshot<WorkItemAttachment> }) {
  const { name, type } = attachment.attributes;
  if (INLINE_IMAGES.has(type)) {
    return (
      <a href={attachment.asset_url} target="_blank" rel="noopener noreferrer" className="attachment__name">
        {name}
      </a>
    );
  }
  return (
    <a href={attachment.asset_url} download={name} className="attachment__name">
      {name}
    </a>
  );
}

/** Images show a thumbnail in the list; other files a type badge. */
function AttachmentPreview({ attachment }: { attachment: Snapshot<WorkItemAttachment> }) {
  const { type, name } = attachment.attributes;
  if (INLINE_IMAGES.has(type)) return <img className="attachment__thumb" src={attachment.asset_url} alt="" loading="lazy" />;
  const extension = name.includes(".") ? name.split(".").pop()?.slice(0, 4).toUpperCase() : "FILE";
  return (
    <span className="attachment__thumb attachment__thumb--file" aria-hidden="true">
      {extension}
    </span>
  );
}

function UploadRow({ upload }: { upload: Snapshot<AttachmentUpload> }) {
  const percent = Math.round(upload.progress * 100);
  if (upload.status === "failed") {
    return (
      <li className="attachment attachment--failed" role="alert">
        <div className="attachment__meta">
          <span className="attachment__name">{upload.name} was not attached</span>
          <span>{upload.error}</span>
        </div>
        <DismissButton label={`Dismiss: ${upload.name}`} onClick={() => dismissUpload(upload.id)} />
      </li>
    );
  }
  return (
    <li className="attachment">
      <div className="attachment__meta">
        <span className="attachment__name">{upload.name}</span>
        <progress className="attachment__progress" max={100} value={percent} aria-label={`Uploading ${upload.name}`} />
        <span className="muted">
          {percent}% of {formatBytes(upload.size)}
        </span>
      </div>
    </li>
  );
}

/** A drop target that is also a file picker, so keyboard and screen reader users get the same way in. */
function UploadZone({ target }: { target: ItemTarget }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const send = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) void uploadAttachment(target, file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files);
  };

  return (
    <div
      className={over ? "attachment-drop attachment-drop--over" : "attachment-drop"}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        tabIndex={-1}
        className="visually-hidden"
        onChange={(event) => {
          send(event.target.files);
          event.target.value = "";
        }}
      />
      <label htmlFor={inputId} className="visually-hidden">
        Attach files
      </label>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        Upload files
      </Button>
      <span className="muted">or drop files here · up to {formatBytes(UPLOAD_LIMIT_BYTES)} each</span>
    </div>
  );
}
