import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { htmlTheme, signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhookReceiver.js";
import { addMember, buildWorkspace, signedInUser, type SignedInUser } from "../helpers/workspaces.js";

/**
 * Issue 14's browser path for webhooks: the instance admin lets webhooks reach private addresses in god mode
 * (the receiver here is on 127.0.0.1), a workspace admin adds one in workspace settings, copies its secret from
 * the one dialog that shows it, a change in the workspace is delivered signed to a real receiver, and the
 * delivery shows in the webhook's log. A member is told the page is for admins.
 */
describe.skipIf(!chromiumPath)(`Webhooks in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let receiver: WebhookReceiver;
  let script: SignedInUser;
  const adminEmail = uniqueEmail("hooks-admin");
  const memberEmail = uniqueEmail("hooks-member");
  let secret = "";

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light", env: { WEBHOOK_POLL_MS: "100" } });
    page = session.page;
    receiver = await startWebhookReceiver();
    const { db } = session.t;
    const [adminUser, memberUser] = await Promise.all([adminEmail, memberEmail].map((email) => buildUser(db, { email, onboarded: true })));
    if (!adminUser || !memberUser) throw new Error("users not made");
    workspace = await buildWorkspace(db, adminUser, { name: "Hook Works" });
    await addMember(db, workspace, memberUser, ROLE.MEMBER);
    // The workspace admin runs the instance too, so one sign-in reaches god mode.
    await InstanceAdmin.query(db).insert({ user_id: adminUser.id, role: 20 });
    // A second admin makes the change the webhook announces, as a colleague (or a script) would.
    script = await signedInUser(db, session.t.baseUrl);
    await addMember(db, workspace, script.user, ROLE.ADMIN);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.t.baseUrl });
    await signInToWorkspace(page, adminEmail, workspace.slug);
  }, 90_000);

  afterAll(async () => {
    await session?.close();
    await receiver?.close();
  });

  it("lets the instance admin allow private targets in god mode, on a dark phone screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    try {
      await page.goto("/god-mode/webhooks/");
      const toggle = page.getByRole("switch", { name: "Allow private network targets" });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      expect(await toggle.getAttribute("aria-describedby")).toBeTruthy();
      await page.getByText(/server-side request forgery/).waitFor();
      const tab = page.getByRole("navigation", { name: "God mode settings" }).getByRole("link", { name: "Webhooks" });
      expect(await tab.getAttribute("aria-current")).toBe("page");
      for (const box of [await tab.boundingBox(), await toggle.boundingBox()]) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await expect.poll(() => htmlTheme(page)).toBe("dark");

      await toggle.click();
      await page.getByRole("status", { name: "Notifications" }).getByText("Setting saved").waitFor();
      expect(await toggle.isChecked()).toBe(true);
      const saved = await session.t.db("instance_configurations").where({ key: "WEBHOOK_ALLOW_PRIVATE_TARGETS" }).first();
      expect(saved?.value).toBe("1");
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.emulateMedia({ colorScheme: "light" });
    }
  });

  it("adds a webhook and shows its secret once", async () => {
    await page.goto(`/${workspace.slug}/settings/webhooks/`);
    await page.getByText("No webhooks yet").waitFor();
    await page.getByRole("button", { name: "Add webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "Add webhook" });
    await dialog.getByRole("button", { name: "Add webhook" }).click();
    await dialog.getByText("Choose at least one kind of event to send.").waitFor();
    await dialog.getByLabel("Payload URL").fill(receiver.url);
    await dialog.getByRole("checkbox", { name: "Projects" }).check();
    await page.keyboard.press("Enter");

    const shown = page.getByRole("dialog", { name: "Copy the signing secret" });
    await shown.waitFor();
    secret = await shown.getByLabel("Secret").inputValue();
    expect(secret).toMatch(/^cairn_wh_[0-9a-f]{64}$/);
    await shown.getByRole("button", { name: "Copy secret" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "hidden" });
    const card = page.getByRole("list", { name: "Webhooks in this workspace" }).getByRole("listitem").filter({ hasText: receiver.url });
    await card.getByText("Projects").waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it("delivers a change signed with that secret and logs it on screen", async () => {
    const made = await script.client.send("POST", `/api/workspaces/${workspace.slug}/projects/`, { name: "Announced", identifier: "ANN" });
    expect(made.status).toBe(201);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery?.headers["x-plane-signature"]).toBe(createHmac("sha256", secret).update(delivery?.raw ?? "").digest("hex"));
    expect(delivery?.body).toMatchObject({ event: "project", action: "created", data: { name: "Announced" } });

    await page.getByRole("button", { name: `Delivery log of ${receiver.url}` }).click();
    const log = page.getByRole("dialog", { name: "Delivery log" });
    const entry = log.getByRole("list", { name: "Delivery attempts" }).getByRole("listitem").first();
    await entry.getByText("Delivered").waitFor();
    expect(await entry.textContent()).toContain("project.created");
    expect(await entry.textContent()).toContain("HTTP 200");
    await page.keyboard.press("Escape");
    await log.waitFor({ state: "hidden" });
  });

  it("follows another admin's change live", async () => {
    const [hook] = (await script.client.get(`/api/workspaces/${workspace.slug}/webhooks/`)).body as { id: string }[];
    expect((await script.client.send("PATCH", `/api/workspaces/${workspace.slug}/webhooks/${hook?.id}/`, { state: true, is_active: false })).status).toBe(200);
    const card = page.getByRole("list", { name: "Webhooks in this workspace" }).getByRole("listitem").filter({ hasText: receiver.url });
    await card.getByText("States").waitFor();
    await expect.poll(() => card.getByRole("switch", { name: "Active" }).isChecked()).toBe(false);
  });

  it("renews the secret after a confirmation, then deletes the webhook after another", async () => {
    await page.getByRole("button", { name: `New secret for ${receiver.url}` }).click();
    await page.getByRole("alertdialog", { name: "Get a new secret?" }).getByRole("button", { name: "Get new secret" }).click();
    const shown = page.getByRole("dialog", { name: "Copy the signing secret" });
    const renewed = await shown.getByLabel("Secret").inputValue();
    expect(renewed).toMatch(/^cairn_wh_[0-9a-f]{64}$/);
    expect(renewed).not.toBe(secret);
    await shown.getByRole("button", { name: "Done" }).click();

    await page.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page.getByRole("alertdialog", { name: "Delete this webhook?" }).getByRole("button", { name: "Delete webhook" }).click();
    await page.getByText("No webhooks yet").waitFor();
    expect((await script.client.get(`/api/workspaces/${workspace.slug}/webhooks/`)).body).toEqual([]);
  });

  it("tells a member the page is for admins", async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ baseURL: session.t.baseUrl, colorScheme: "dark", viewport: { width: 390, height: 844 } });
    try {
      const member = await context.newPage();
      await signInToWorkspace(member, memberEmail, workspace.slug);
      await member.goto(`/${workspace.slug}/settings/webhooks/`);
      await member.getByText("You need to be a workspace admin").waitFor();
      expect(await member.getByRole("button", { name: "Add webhook" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
