import type { AnyExtension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { Mention } from "./nodes/mention.js";

/** The only link schemes a document keeps; anything else (javascript:, data:) is not a link. */
export const LINK_SCHEMES = ["http", "https", "mailto"] as const;

export function isAllowedLink(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * Every node and mark a Cairn document may hold, schema only: the server builds its ProseMirror schema,
 * HTML and plain text from this list, and the browser editor adds its views and input rules on top.
 * Undo is left out: a collaborative document undoes through Yjs, a comment adds its own history.
 */
export const documentExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    undoRedo: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto"],
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
    },
  }),
  TaskList,
  TaskItem.configure({ nested: true }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
  Mention,
];
