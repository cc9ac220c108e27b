import type { ImageUpload } from "./useImageUploads";

/** Images on their way up: a progress bar each, or the reason one was refused with a way to dismiss it. */
export function UploadList({ uploads, onDismiss }: { uploads: readonly ImageUpload[]; onDismiss: (id: number) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="rich-text-uploads" aria-label="Image uploads">
      {uploads.map((upload) => (
        <li key={upload.id} className="rich-text-uploads__item">
          <span className="rich-text-uploads__name">{upload.name}</span>
          {upload.error ? (
            <>
              <span className="field__error" role="alert">
                {upload.error}
              </span>
              <button type="button" className="rich-text-uploads__dismiss" aria-label={`Dismiss ${upload.name}`} onClick={() => onDismiss(upload.id)}>
                ×
              </button>
            </>
          ) : (
            <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`}>
              {`${Math.round(upload.progress * 100)}%`}
            </progress>
          )}
        </li>
      ))}
    </ul>
  );
}
