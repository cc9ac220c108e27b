import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import { documentHtml } from "../../../editor/server.js";
import { DOCUMENT_FIELD } from "../../../editor/version.js";
import type { Answer, EditAnswer, EditOrder, OpenAnswer, OpenOrder, Order } from "./protocol.js";

/**
 * The editors of the collaboration bench, in a process of their own (forked by run.ts), so the server
 * being measured does not share its event loop with them. All of them share this process's clock, so an
 * edit's propagation is measured on one clock: from the moment its editor makes it to the moment another
 * editor's document holds it.
 */

const TOKEN = /‹(\d+)\.(\d+)›/g;
const SYNC_TIMEOUT_MS = 30_000;

interface Editor {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
}

function websocket(url: string, cookie: string | null): HocuspocusProviderWebsocket {
  const headers: Record<string, string> = { origin: new URL(url.replace(/^ws/, "http")).origin };
  if (cookie) headers.cookie = cookie;
  class SignedIn extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: SignedIn, maxAttempts: 1 });
}

function connect(socket: HocuspocusProviderWebsocket, document: string): Editor {
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: document, document: doc, token: "" });
  provider.attach();
  return { doc, provider, socket };
}

function close(editor: Editor): void {
  editor.provider.destroy();
}

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each editor's own paragraph, at the end of the document: the place it types. */
function ownParagraph(editor: Editor, index: number): Y.XmlText {
  const fragment = editor.doc.getXmlFragment(DOCUMENT_FIELD);
  const paragraph = new Y.XmlElement("paragraph");
  const text = new Y.XmlText(`editor ${index}: `);
  paragraph.insert(0, [text]);
  fragment.insert(fragment.length, [paragraph]);
  return text;
}

async function edit(order: EditOrder): Promise<EditAnswer> {
  // One websocket per editor, as each is a browser of its own.
  const editors = order.cookies.map((cookie) => connect(websocket(order.url, cookie), order.document));
  try {
    await until(() => editors.every((editor) => editor.provider.isSynced), "every editor to sync");
    const texts = editors.map((editor, index) => ownParagraph(editor, index));
    const paragraphs = editors[0]?.doc.getXmlFragment(DOCUMENT_FIELD).length ?? 0;
    await until(() => editors.every((editor) => editor.doc.getXmlFragment(DOCUMENT_FIELD).length >= paragraphs + editors.length - 1), "every editor's paragraph everywhere");

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let heard = 0;
    editors.forEach((editor, receiver) => {
      editor.doc.getXmlFragment(DOCUMENT_FIELD).observeDeep((events, transaction) => {
        if (transaction.local) return;
        const at = performance.now();
        for (const event of events) {
          for (const change of event.delta) {
            if (typeof change.insert !== "string") continue;
            for (const [, from, seq] of change.insert.matchAll(TOKEN)) {
              if (Number(from) === receiver) continue;
              const sent = sentAt.get(`${from}.${seq}`);
              if (sent === undefined) continue;
              latencies.push(at - sent);
              heard++;
            }
          }
        }
      });
    });

    const interval = 1000 / order.perSecond;
    const rounds = order.perSecond * order.seconds;
    const started = performance.now();
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      for (let index = 0; index < editors.length; index++) {
        // Editors spread over the interval, as people typing independently would.
        const due = started + round * interval + (index * interval) / editors.length;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const text = texts[index] as Y.XmlText;
        sentAt.set(`${index}.${round}`, performance.now());
        text.insert(text.length, `‹${index}.${round}›`);
        sent++;
      }
    }
    const expected = sent * (editors.length - 1);
    const settleUntil = performance.now() + order.settleMs;
    while (heard < expected && performance.now() < settleUntil) await sleep(20);
    await until(() => editors.every((editor) => !editor.provider.hasUnsyncedChanges), "every edit to be acknowledged").catch(() => undefined);
    const contents = editors.map((editor) => editor.doc.getXmlFragment(DOCUMENT_FIELD).toString());
    return {
      type: "edited",
      latencies,
      sent,
      missing: expected - heard,
      converged: contents.every((content) => content === contents[0]),
      html: editors[0] ? documentHtml(editors[0].doc) : "",
    };
  } finally {
    for (const editor of editors) {
      close(editor);
      editor.socket.destroy();
    }
  }
}

async function open(order: OpenOrder): Promise<OpenAnswer> {
  const times: number[] = [];
  // One tab opening document after document: the websocket is signed in once, before the first.
  const socket = websocket(order.url, order.cookie);
  await until(() => socket.status === WebSocketStatus.Connected, "the websocket to open");
  for (const document of order.documents) {
    const started = performance.now();
    const editor = connect(socket, document);
    try {
      await until(() => editor.provider.isSynced, `${document} to sync`);
      times.push(performance.now() - started);
    } finally {
      close(editor);
    }
    // Let the server unload it before the next, so every open loads from the database.
    await sleep(50);
  }
  socket.destroy();
  return { type: "opened", times };
}

process.on("message", (order: Order) => {
  const work = order.type === "edit" ? edit(order) : open(order);
  work.then(
    (answer: Answer) => process.send?.(answer),
    (error: unknown) => process.send?.({ type: "failed", error: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies Answer),
  );
});
