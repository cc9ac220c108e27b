import { lazy } from "react";

/**
 * The editor (Tiptap, ProseMirror, Yjs, the provider) loads on first use: list and board pages, which show
 * no editor until a work item is opened, never download it.
 */
export const LazyCollaborativeDescription = lazy(() => import("./CollaborativeDescription"));
export const LazyRichTextEditor = lazy(() => import("./RichTextEditor"));
