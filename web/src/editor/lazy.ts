import { lazy } from "react";

/**
 * The editor (Tiptap, ProseMirror, Yjs, the provider) loads on first use: list and board screens, which show
 * no editor until a work item is opened, never download it.
 */
export const LazyCollaborativeDocument = lazy(() => import("./CollaborativeDocument"));
export const LazyRichTextEditor = lazy(() => import("./RichTextEditor"));
