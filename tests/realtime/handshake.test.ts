import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HANDSHAKE_ERRORS } from "../../realtime/hub/handshake.js";
import { hubOf } from "../../realtime/hub/hub.js";
import { closeSockets, connectTracked, refusedHandshake, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { signedInUser, type SignedInUser } from "../helpers/workspaces.js";

let t: TestServer;
let alice: SignedInUser;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  alice = await signedInUser(t.db, t.baseUrl);
});
afterEach(() => closeSockets(opened));
afterAll(() => t.close());

describe("the hub's handshake", () => {
  it("lets a signed-in browser in over websocket and over polling, from its own origin or with no Origin", async () => {
    for (const options of [{}, { transports: ["polling" as const] }, { origin: null }]) {
      const socket = await connectTracked(opened, t.baseUrl, alice.client, options);
      expect(socket.socket.connected).toBe(true);
    }
  });

  it("refuses a socket without a session cookie, with a made-up one, or with a signed-out one", async () => {
    expect(await refusedHandshake(t.baseUrl, null)).toBe(HANDSHAKE_ERRORS.unauthenticated);
    expect(await refusedHandshake(t.baseUrl, null, { cookie: "session-id=made-up-token" })).toBe(HANDSHAKE_ERRORS.unauthenticated);
    expect(await refusedHandshake(t.baseUrl, null, { cookie: "other=1; session-id=" })).toBe(HANDSHAKE_ERRORS.unauthenticated);
    const bob = await signedInUser(t.db, t.baseUrl);
    const cookie = `session-id=${bob.client.cookies.get("session-id")}`;
    expect((await bob.client.form("/auth/sign-out/", {})).status).toBe(302);
    expect(await refusedHandshake(t.baseUrl, null, { cookie })).toBe(HANDSHAKE_ERRORS.unauthenticated);
  });

  it("lets in a page served from the address the socket reached, as REST's CSRF check does", async () => {
    const local = t.baseUrl.replace("127.0.0.1", "localhost");
    const socket = await connectTracked(opened, local, alice.client, { origin: new URL(local).origin });
    expect(socket.socket.connected).toBe(true);
  });

  it("refuses a signed-in browser on another site's page (Origin), over both transports", async () => {
    expect(await refusedHandshake(t.baseUrl, alice.client, { origin: "https://evil.example" })).toBe(HANDSHAKE_ERRORS.origin);
    expect(await refusedHandshake(t.baseUrl, alice.client, { origin: "https://evil.example", transports: ["polling"] })).toBe(HANDSHAKE_ERRORS.origin);
  });

  it("keeps no handshake headers or request on an accepted socket", async () => {
    const socket = await connectTracked(opened, t.baseUrl, alice.client);
    const onServer = hubOf(t.server.http)?.of("/").sockets.get(socket.socket.id ?? "");
    expect(onServer?.data).toMatchObject({ userId: alice.user.id, displayName: alice.user.display_name });
    expect(onServer?.data.sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(onServer?.request).toBeNull();
    expect(onServer?.handshake.headers).toEqual({});
    expect(onServer?.rooms.has(`user:${alice.user.id}`)).toBe(true);
  });
});
