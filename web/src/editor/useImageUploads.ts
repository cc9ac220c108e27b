import type { Editor } from "@tiptap/core";
import { useCallback, useRef, useState } from "react";

/** The editor's way to store an image: its address once uploaded, or why it could not be. */
export type UploadImage = (file: File, onProgress: (progress: number) => void) => Promise<{ url: string } | { error: string }>;

export interface ImageUpload {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

/**
 * Images on their way into the document: each shows its progress under the editor and becomes an image
 * node where the caret was when it arrives; a refusal stays listed with its reason until dismissed.
 */
export function useImageUploads(editor: Editor | null, upload: UploadImage | undefined) {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const next = useRef(1);

  const change = (id: number, patch: Partial<ImageUpload> | null) =>
    setUploads((list) => (patch ? list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) : list.filter((entry) => entry.id !== id)));

  const add = useCallback(
    (files: File[]) => {
      if (!editor || !upload) return;
      for (const file of files) {
        const id = next.current++;
        setUploads((list) => [...list, { id, name: file.name, progress: 0, error: null }]);
        void upload(file, (progress) => change(id, { progress })).then((outcome) => {
          if ("error" in outcome) {
            change(id, { error: outcome.error });
            return;
          }
          change(id, null);
          if (!editor.isDestroyed) editor.chain().focus().setImage({ src: outcome.url, alt: file.name }).run();
        });
      }
    },
    [editor, upload],
  );

  return { uploads, add, dismiss: (id: number) => change(id, null) };
}
