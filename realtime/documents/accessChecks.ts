import type { Hocuspocus } from "@hocuspocus/server";
import type { WebSocket } from "ws";
import { DOCUMENT_CLOSE } from "../../api/contract/documents.js";
import type { EventName } from "../../api/contract/events.js";
import type { Services } from "../../api/context.js";
import type { DomainEvent } from "../../api/events/bus.js";
import { watchSessions } from "../sessionWatch.js";
import type { DocumentContext } from "./documentContext.js";
import type { DocumentAccess } from "./kinds/documentKind.js";
import { DOCUMENT_KIND_HANDLERS } from "./kinds/registry.js";

type Log = (message: string, error?: unknown) => void;

/** Changes after which someone may see less, or may no longer edit, in the event's workspace. */
const ACCESS_EVENTS = new Set<EventName>([
  "workspace.deleted",
  "workspace_member.updated",
  "workspace_member.deleted",
  "project.updated",
  "project.archived",
  "project.deleted",
  "project_member.updated",
  "project_member.deleted",
  "work_item.archived",
  "work_item.restored",
  "work_item.deleted",
  "page.deleted",
]);

/** What of a page decides who may read or edit its document. */
const PAGE_ACCESS_FIELDS = ["access", "is_locked", "archived_at", "project_ids"];

function mayChangeAccess(event: DomainEvent): boolean {
  // An update moves an item out of reach only when it changes the item's project; a page's, when it
  // changes its access, lock or archive.
  const data = event.data as object;
  if (event.name === "page.updated") return PAGE_ACCESS_FIELDS.some((field) => field in data);
  return ACCESS_EVENTS.has(event.name) || (event.name === "work_item.updated" && "project_id" in data);
}

/** A /live websocket as the checks know it. */
export interface LiveSocket {
  ws: WebSocket;
  userId: string;
  sessionId: string;
}

/**
 * Keeps open documents within what their users may do now, as the hub does for rooms: a websocket whose
 * session ended (signed out, password changed, deactivated, expired: realtime/sessionWatch.ts, shared with
 * the hub) is closed; after a change that can take access away (a member removed or demoted, a project made
 * private or archived, an item archived or deleted), every connection to a document of that workspace
 * is asked again and closed, or made read-only, or made writable again, as its kind's rule now answers.
 */
export function accessChecks(services: Services, hocuspocus: Hocuspocus<DocumentContext>, log: Log) {
  const sockets = new Map<string, Set<LiveSocket>>();
  const due = new Set<string>();
  let scheduled = false;

  // Signed out, deactivated, password changed or expired: closed with the session-ended code, whose
  // reason the editor turns into "sign in again".
  const stopWatching = watchSessions<LiveSocket>(
    services,
    {
      heldBy: (userId) => (userId === null ? [...sockets.values()].flatMap((set) => [...set]) : [...(sockets.get(userId) ?? [])]),
      sessionOf: (socket) => socket.sessionId,
      ended(held) {
        for (const socket of held) socket.ws.close(DOCUMENT_CLOSE.sessionEnded.code, DOCUMENT_CLOSE.sessionEnded.reason);
      },
    },
    log,
    "/live",
  );

  const checkWorkspace = async (workspaceId: string) => {
    // The policy is asked once per person and document, however many tabs they have it open in.
    const answers = new Map<string, Promise<DocumentAccess | null>>();
    for (const document of hocuspocus.documents.values()) {
      for (const connection of document.getConnections()) {
        const context = connection.context as DocumentContext;
        const { ref } = context;
        if (context.workspaceId !== workspaceId || !ref) continue;
        const key = `${context.user.id} ${document.name}`;
        if (!answers.has(key)) answers.set(key, DOCUMENT_KIND_HANDLERS[ref.kind].access(services.db, context.user.id, ref.id));
        const access = await answers.get(key);
        if (!access) connection.close(DOCUMENT_CLOSE.accessEnded);
        else connection.readOnly = access.readOnly;
      }
    }
  };
  // A burst of changes (a bulk archive) is one check per workspace, once the burst has been heard.
  const checkDue = () => {
    scheduled = false;
    const workspaces = [...due];
    due.clear();
    for (const workspaceId of workspaces) checkWorkspace(workspaceId).catch((error: unknown) => log("rechecking /live access failed", error));
  };
  const stopEvents = services.events.subscribe((event) => {
    if (!event.workspace_id || !mayChangeAccess(event) || hocuspocus.getDocumentsCount() === 0) return;
    due.add(event.workspace_id);
    if (!scheduled) {
      scheduled = true;
      setImmediate(checkDue);
    }
  });

  return {
    add(socket: LiveSocket) {
      const set = sockets.get(socket.userId) ?? new Set();
      set.add(socket);
      sockets.set(socket.userId, set);
    },
    remove(socket: LiveSocket) {
      const set = sockets.get(socket.userId);
      set?.delete(socket);
      if (set?.size === 0) sockets.delete(socket.userId);
    },
    stop() {
      stopWatching();
      stopEvents();
    },
  };
}
