import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import { LIVE_PATH } from "../../api/contract/documents.js";
import { documentHtml } from "../../editor/server.js";
import { EDITOR_VERSION, EDITOR_VERSION_PARAMETER } from "../../editor/version.js";
import type { TestClient } from "./client.js";

const WAIT_MS = 5000;

export interface EditorOptions {
  /** The Origin header of the upgrade; the server's own origin by default. */
  origin?: string;
  /** The Cookie header instead of the client's cookies. */
  cookie?: string;
  editorVersion?: string;
  /** Another editor's websocket to share (one browser tab, several documents). */
  socket?: HocuspocusProviderWebsocket;
}

/**
 * A Hocuspocus provider in Node, as a browser tab's editor would be: signed in by the client's session
 * cookie, on /live, holding its own Yjs document. It records whether the server authenticated it (and
 * read-only or not), refused it (with the reason), or closed it.
 */
export class TestEditor {
  readonly doc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  readonly socket: HocuspocusProviderWebsocket;
  scope: "read-write" | "readonly" | null = null;
  refusal: string | null = null;
  readonly closes: { code: number; reason: string }[] = [];

  constructor(baseUrl: string, client: TestClient | null, readonly name: string, options: EditorOptions = {}) {
    const headers: Record<string, string> = { origin: options.origin ?? new URL(baseUrl).origin };
    const cookie = options.cookie ?? (client ? [...client.cookies].map(([key, value]) => `${key}=${value}`).join("; ") : "");
    if (cookie) headers.cookie = cookie;
    class SignedInWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    }
    const url = `${baseUrl.replace(/^http/, "ws")}${LIVE_PATH}?${EDITOR_VERSION_PARAMETER}=${options.editorVersion ?? EDITOR_VERSION}`;
    this.socket = options.socket ?? new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: SignedInWebSocket, maxAttempts: 1 });
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name,
      document: this.doc,
      token: "",
      onAuthenticated: ({ scope }) => {
        this.scope = scope;
      },
      onAuthenticationFailed: ({ reason }) => {
        this.refusal = reason;
      },
      onClose: ({ event }) => {
        this.closes.push({ code: event.code, reason: event.reason });
      },
    });
    this.provider.attach();
  }

  text(): string {
    return this.doc.getXmlFragment("default").toString();
  }

  html(): string {
    return documentHtml(this.doc);
  }

  /** Resolves once the server sent the document (or fails the test after a few seconds). */
  synced(timeoutMs = WAIT_MS): Promise<void> {
    return waitUntil(() => this.provider.isSynced, () => `${this.name} to sync (${this.state()})`, timeoutMs);
  }

  /** Resolves once every local change has been acknowledged by the server. */
  saved(timeoutMs = WAIT_MS): Promise<void> {
    return waitUntil(() => !this.provider.hasUnsyncedChanges, () => `${this.name}'s changes to be acknowledged (${this.state()})`, timeoutMs);
  }

  /** Where the editor got to, for a timeout's message: a hang reads differently from a refusal or a dropped socket. */
  private state(): string {
    const closes = this.closes.map(({ code, reason }) => `${code} ${reason}`.trim()).join(", ") || "none";
    return `socket ${this.socket.status}, authenticated ${this.provider.isAuthenticated}, refusal ${this.refusal ?? "none"}, closes ${closes}`;
  }

  refused(): Promise<string> {
    return waitUntil(() => this.refusal !== null, `${this.name} to be refused`).then(() => this.refusal as string);
  }

  close(): void {
    this.provider.destroy();
    this.socket.destroy();
  }
}

/** Polls `done` until it holds; `what` names the wait in the timeout's message (a function to describe the state at that moment). */
export async function waitUntil(done: () => boolean, what: string | (() => string), timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === "function" ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function waitUntilAsync(done: () => Promise<boolean>, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Appends a paragraph of text to an editor's document, as typing at the end would. */
export function typeParagraph(editor: TestEditor, text: string): void {
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText(text)]);
  const fragment = editor.doc.getXmlFragment("default");
  fragment.insert(fragment.length, [paragraph]);
}

/** The editors a test file opens, each closed after its test (call closeAll() in afterEach). */
export class OpenedEditors {
  private readonly opened: TestEditor[] = [];

  constructor(private readonly defaultBaseUrl: () => string) {}

  open(who: { client: TestClient }, name: string, options: EditorOptions = {}, baseUrl = this.defaultBaseUrl()): TestEditor {
    const editor = new TestEditor(baseUrl, who.client, name, options);
    this.opened.push(editor);
    return editor;
  }

  closeAll(): void {
    for (const editor of this.opened.splice(0)) editor.close();
  }
}
