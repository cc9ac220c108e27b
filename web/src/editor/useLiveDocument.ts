import { HocuspocusProvider, WebSocketStatus } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { DOCUMENT_REFUSALS, documentName, type DocumentRef } from "../../../api/contract/documents";
import { liveSocket } from "./liveSocket";

/** What the person sees of the link: the words of the editor's status line. */
export type DocumentConnection = "connecting" | "syncing" | "connected" | "offline";

export type DocumentRefusal = (typeof DOCUMENT_REFUSALS)[keyof typeof DOCUMENT_REFUSALS];

export interface LiveDocumentState {
  connection: DocumentConnection;
  /** The server sent the document at least once: before that there is nothing to edit on top of. */
  loaded: boolean;
  /** The server's answer: read-only for guests and archived items; null until it answered. */
  scope: "read-write" | "readonly" | null;
  /** Why the server refused the document (outdated editor, not signed in, not found), or null. */
  refusal: DocumentRefusal | null;
}

export interface LiveDocument {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  state: LiveDocumentState;
}

const INITIAL: LiveDocumentState = { connection: "connecting", loaded: false, scope: null, refusal: null };

function isRefusal(reason: string): reason is DocumentRefusal {
  return (Object.values(DOCUMENT_REFUSALS) as string[]).includes(reason);
}

/**
 * One open document: its Yjs state and a provider on the tab's shared socket, for as long as the caller is
 * mounted. Edits made while offline stay in the Yjs document and are sent when the socket is back; the
 * server merges them with what others wrote meanwhile.
 */
export function useLiveDocument(ref: DocumentRef): LiveDocument | null {
  const [live, setLive] = useState<LiveDocument | null>(null);
  const name = documentName(ref);

  useEffect(() => {
    const doc = new Y.Doc();
    let state = INITIAL;
    // Session-aware: each provider has its own routing key on the shared socket, so a document closed and
    // opened again at once (a restored item, the peek handing over to the full page) never meets the
    // server's copy of the closing one.
    const provider = new HocuspocusProvider({ websocketProvider: liveSocket(), name, document: doc, token: "", sessionAwareness: true });
    const publish = (change: Partial<LiveDocumentState>) => {
      state = { ...state, ...change };
      const pending = provider.hasUnsyncedChanges || !provider.isSynced;
      const online = provider.configuration.websocketProvider.status === WebSocketStatus.Connected && navigator.onLine;
      state.connection = !online ? (state.loaded ? "offline" : "connecting") : pending ? "syncing" : "connected";
      setLive({ doc, provider, state });
    };
    provider.on("status", () => publish({}));
    provider.on("synced", ({ state: synced }: { state: boolean }) => publish(synced ? { loaded: true } : {}));
    provider.on("unsyncedChanges", () => publish({}));
    provider.on("authenticated", ({ scope }: { scope: "read-write" | "readonly" }) => publish({ scope, refusal: null }));
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => publish({ refusal: isRefusal(reason) ? reason : DOCUMENT_REFUSALS.failed }));
    const networkChanged = () => publish({});
    window.addEventListener("online", networkChanged);
    window.addEventListener("offline", networkChanged);
    provider.attach();
    publish({});
    return () => {
      window.removeEventListener("online", networkChanged);
      window.removeEventListener("offline", networkChanged);
      provider.destroy();
      doc.destroy();
    };
  }, [name]);

  return live;
}
