import type { beforeHandleAwarenessPayload, Extension } from "@hocuspocus/server";
import type { DocumentContext } from "../documentContext.js";

/**
 * The name on a cursor is the signed-in person's, whatever their client claimed: each awareness state a
 * connection sends has its `user` (the field Tiptap's collaboration caret draws) rewritten to the
 * connection's user, keeping only the colour the client picked.
 */
export const awarenessIdentity: Extension<DocumentContext> = {
  extensionName: "awareness identity",
  async beforeHandleAwareness({ states, context }: beforeHandleAwarenessPayload<DocumentContext>) {
    if (!context?.user) return;
    for (const state of states.values()) {
      if (state.user === undefined) continue;
      const color = typeof state.user?.color === "string" && /^#[0-9a-f]{6}$/i.test(state.user.color) ? state.user.color : undefined;
      state.user = { id: context.user.id, name: context.user.display_name, ...(color ? { color } : {}) };
    }
  },
};
