import type { Hocuspocus } from "@hocuspocus/server";
import { documentName, type DocumentRef } from "../../api/contract/documents.js";
import type { Services } from "../../api/context.js";
import type { DomainEvent } from "../../api/events/bus.js";
import { User } from "../../db/models/User.js";
import { applyStoredState } from "../../api/documents/documentState.js";
import type { DocumentContext } from "./documentContext.js";
import { DOCUMENT_KIND_HANDLERS } from "./kinds/registry.js";
import { DOCUMENT_STORE_MUTATION } from "./storeOrigin.js";

type Log = (message: string, error?: unknown) => void;

/** Which document a committed event changed the HTML of (its `.updated` event carries the flag, not the body). */
function changedDocument(event: DomainEvent): DocumentRef | null {
  if (event.mutation_id === DOCUMENT_STORE_MUTATION) return null;
  const data = event.data as Record<string, unknown>;
  if (data.description_changed !== true) return null;
  if (event.name === "work_item.updated") return { kind: "work_item_description", id: event.id };
  if (event.name === "page.updated") return { kind: "page", id: event.id };
  return null;
}

/**
 * Carries a description changed through REST (an API client's PATCH of description_html) into its live
 * document, so open editors see it. The change is merged: the row's state is applied to the document. It goes through a direct connection,
 * which loads the document if nobody has it open here (and, with Redis, reaches every process that has);
 * the load already takes the row's new HTML, and the store that follows writes the state to match.
 * The work runs beside the event bus, never holding up the events behind it.
 */
export function followRestWrites(services: Services, hocuspocus: Hocuspocus<DocumentContext>, log: Log) {
  // The last change under way per document: changes to one document are carried in commit order.
  const latest = new Map<string, Promise<void>>();
  const follow = async (ref: DocumentRef, actorId: string | null) => {
    const actor = actorId ? await User.query(services.db).findById(actorId).select("id", "display_name") : undefined;
    // The row as committed now: with changes carried in commit order, the last one read is the newest.
    const stored = await DOCUMENT_KIND_HANDLERS[ref.kind]?.load(services.db, ref.id);
    if (!actor || !stored) return;
    const connection = await hocuspocus.openDirectConnection(documentName(ref), { user: { id: actor.id, display_name: actor.display_name } });
    try {
      // The row's state carries the REST write as Yjs items: applying it gives the open document the very
      // items the row holds (so the stores that follow merge without doubling text), and its HTML settles
      // anything the state does not show.
      await connection.transact((document) => applyStoredState(document, stored));
    } finally {
      await connection.disconnect();
    }
  };
  const stop = services.events.subscribe((event) => {
    const ref = changedDocument(event);
    if (!ref) return;
    const name = documentName(ref);
    const work: Promise<void> = (latest.get(name) ?? Promise.resolve())
      .then(() => follow(ref, event.actor_id))
      .catch((error: unknown) => log(`carrying a REST change into ${name} failed`, error))
      .finally(() => {
        if (latest.get(name) === work) latest.delete(name);
      });
    latest.set(name, work);
  });
  return {
    async close() {
      stop();
      await Promise.all(latest.values());
    },
  };
}
