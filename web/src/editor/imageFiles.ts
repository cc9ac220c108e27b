import { Extension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";

function imagesIn(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith("image/"));
}

/**
 * Images pasted or dropped into the editor go to `onImages` to be uploaded instead of being inlined: the
 * schema keeps no data: URLs, and an upload has a size limit and shows its progress. Anything else pasted
 * or dropped is left to the editor.
 */
export function imageFiles(onImages: (files: File[]) => void): Extension {
  return Extension.create({
    name: "imageFiles",
    addProseMirrorPlugins() {
      const editor = this.editor;
      return [
        new Plugin({
          key: new PluginKey("imageFiles"),
          props: {
            handlePaste: (_view, event) => {
              const images = imagesIn(event.clipboardData?.files);
              if (images.length === 0 || !editor.isEditable) return false;
              onImages(images);
              return true;
            },
            handleDrop: (view, event) => {
              const images = imagesIn(event.dataTransfer?.files);
              if (images.length === 0 || !editor.isEditable) return false;
              event.preventDefault();
              // The image lands where it was dropped, not where the caret was.
              const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
              if (at) editor.commands.setTextSelection(at.pos);
              onImages(images);
              return true;
            },
          },
        }),
      ];
    },
  });
}
