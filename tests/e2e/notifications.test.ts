import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { mention } from "../helpers/notifications.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { addMember, buildWorkspace, signedInUser, type SignedInUser } from "../helpers/workspaces.js";

/**
 * The notification inbox in a real browser (SPEC.md sections 2, 4 and 7): work items another member
 * assigns through the API reach the assignee's bell and inbox, and each row's read, archive and snooze,
 * and mark all read, change what the server keeps and what the bell counts.
 */
describe.skipIf(!chromiumPath)(`notification inbox in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let olive: SignedInUser;
  let mo: SignedInUser;
  let workspace: Workspace;
  let rocket: Project;
  const names = ["Weld the tank", "Paint the fins", "Order bolts"];

  const inboxPath = () => `/${workspace.slug}/notifications/`;
  const sidebar = () => page.getByRole("navigation", { name: "Workspace" });
  const bellCount = async () => {
    const badge = sidebar().getByRole("link", { name: /^Notifications/ }).locator(".count-badge");
    return (await badge.count()) === 0 ? 0 : Number((await badge.innerText()).replace(/\D/g, ""));
  };
  const list = () => page.getByRole("list", { name: "Notifications" });
  const rowOf = (name: string): Locator => list().locator(".notification-row").filter({ hasText: name });
  const listedNames = () => list().locator(".notification-row__subject").allInnerTexts();
  /** The unread counts as the server has them, for the caller of the API. */
  const serverCounts = async () => (await mo.client.send("GET", `/api/workspaces/${workspace.slug}/users/notifications/unread/`)).body as { total_unread_notifications_count: number };

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const { db, baseUrl } = session.t;
    [olive, mo] = (await Promise.all([0, 1].map(() => signedInUser(db, baseUrl)))) as [SignedInUser, SignedInUser];
    for (const [who, name] of [[olive, "olive"], [mo, "mo"]] as const) {
      who.user = await User.query(db).patchAndFetchById(who.user.id, { display_name: name, first_name: name, last_name: "Tester" });
      await Profile.query(db).patch({ is_onboarded: true }).where("user_id", who.user.id);
    }
    workspace = await buildWorkspace(db, olive.user, { name: "Rocket Co" });
    await addMember(db, workspace, mo.user, ROLE.MEMBER);
    rocket = await buildProject(db, workspace, olive.user, { name: "Rocket" });
    await addProjectMember(db, rocket, mo.user, ROLE.MEMBER);
    // Olive assigns Mo three work items: three notifications for Mo, none for Olive (never the actor's own change).
    for (const name of names) {
      const res = await olive.client.send("POST", `/api/workspaces/${workspace.slug}/projects/${rocket.id}/issues/`, { name, assignee_ids: [mo.user.id] });
      expect(res.status).toBe(201);
    }
    await signInToWorkspace(page, mo.user.email, workspace.slug);
  });

  afterAll(async () => {
    await session?.close();
  });

  it("counts the unread on the sidebar bell, which leads to the inbox listing them, newest first", async () => {
    await expect.poll(bellCount).toBe(3);
    await sidebar().getByRole("link", { name: /^Notifications/ }).click();
    await page.waitForURL((url) => url.pathname === inboxPath());
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await expect.poll(listedNames).toEqual([...names].reverse().map((name, index) => `${rocket.identifier}-${names.length - index} ${name}`));
    // Each row names who did it; the unread ones say so to screen readers and show their dot.
    expect(await rowOf("Weld the tank").locator(".notification-row__message").innerText()).toContain("olive");
    expect(await list().locator(".notification-row--unread").count()).toBe(3);
    expect(await page.getByRole("tab", { name: /^All/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("marks one read and unread again, and the bell and the server follow", async () => {
    await rowOf("Weld the tank").getByRole("button", { name: `Mark ${rocket.identifier}-1 as read` }).click();
    await expect.poll(bellCount).toBe(2);
    await expect.poll(async () => (await serverCounts()).total_unread_notifications_count).toBe(2);
    expect(await rowOf("Weld the tank").getAttribute("class")).not.toContain("notification-row--unread");

    await rowOf("Weld the tank").getByRole("button", { name: `Mark ${rocket.identifier}-1 as unread` }).click();
    await expect.poll(bellCount).toBe(3);
    await expect.poll(async () => (await serverCounts()).total_unread_notifications_count).toBe(3);
  });

  it("archives one out of the inbox into the archived view, and back", async () => {
    await rowOf("Order bolts").getByRole("button", { name: `Archive ${rocket.identifier}-3` }).click();
    await expect.poll(listedNames).toHaveLength(2);
    await expect.poll(bellCount).toBe(2);

    await page.getByRole("radio", { name: "Archived" }).click();
    await expect.poll(listedNames).toEqual([`${rocket.identifier}-3 Order bolts`]);
    await rowOf("Order bolts").getByRole("button", { name: `Unarchive ${rocket.identifier}-3` }).click();
    await page.getByText("Nothing archived").waitFor();

    await page.getByRole("radio", { name: "Inbox" }).click();
    await expect.poll(listedNames).toHaveLength(3);
    await expect.poll(bellCount).toBe(3);
  });

  it("snoozes one for a day: it leaves the inbox and the count, and waits in the snoozed view", async () => {
    await rowOf("Paint the fins").getByRole("button", { name: `Snooze ${rocket.identifier}-2` }).click();
    await page.getByRole("menu", { name: `Snooze ${rocket.identifier}-2` }).getByRole("menuitem", { name: "1 day" }).click();
    await expect.poll(listedNames).toHaveLength(2);
    await expect.poll(bellCount).toBe(2);
    await expect.poll(async () => (await serverCounts()).total_unread_notifications_count).toBe(2);

    await page.getByRole("radio", { name: "Snoozed" }).click();
    await expect.poll(listedNames).toEqual([`${rocket.identifier}-2 Paint the fins`]);
    await rowOf("Paint the fins").getByText(/^Snoozed until/).waitFor();
    await page.getByRole("radio", { name: "Inbox" }).click();
    await expect.poll(listedNames).toHaveLength(2);
  });

  it("snoozes until a date of one's own, and unsnoozes back to the inbox", async () => {
    await rowOf("Order bolts").getByRole("button", { name: `Snooze ${rocket.identifier}-3` }).click();
    await page.getByRole("menuitem", { name: "Custom date…" }).click();
    const dialog = page.getByRole("dialog", { name: "Snooze until" });
    await dialog.getByLabel("Day and time").fill("2020-01-01T09:00");
    await dialog.getByRole("button", { name: "Snooze" }).click();
    // A time gone by is refused in place, and nothing changes.
    await dialog.getByText("Pick a time in the future.").waitFor();
    await dialog.getByLabel("Day and time").fill(`${new Date().getFullYear() + 1}-01-01T09:00`);
    await dialog.getByRole("button", { name: "Snooze" }).click();
    await expect.poll(listedNames).toHaveLength(1);

    await page.getByRole("radio", { name: "Snoozed" }).click();
    await expect.poll(listedNames).toHaveLength(2);
    await rowOf("Order bolts").getByRole("button", { name: `Unsnooze ${rocket.identifier}-3` }).click();
    await expect.poll(listedNames).toEqual([`${rocket.identifier}-2 Paint the fins`]);
    await page.getByRole("radio", { name: "Inbox" }).click();
    await expect.poll(listedNames).toHaveLength(2);
  });

  it("filters by how the person stands to the item: assigned lists them, created by them lists none", async () => {
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Created by me" }).click();
    await page.getByText("No notifications").waitFor();
    await page.getByRole("menuitemcheckbox", { name: "Created by me" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Assigned to me" }).click();
    expect(await page.getByRole("menuitemcheckbox", { name: "Assigned to me" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(listedNames).toHaveLength(2);
    await page.getByRole("menuitemcheckbox", { name: "Assigned to me" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Filters", exact: true }).waitFor();
  });

  it("marks all read: the tab's count goes to 0, on the bell too, and stays so after a reload", async () => {
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(bellCount).toBe(0);
    expect(await list().locator(".notification-row--unread").count()).toBe(0);
    await expect.poll(async () => (await serverCounts()).total_unread_notifications_count).toBe(0);
    await page.reload();
    await expect.poll(listedNames).toHaveLength(2);
    expect(await bellCount()).toBe(0);
    expect(await page.getByRole("button", { name: "Mark all read" }).isDisabled()).toBe(true);
  });

  it("opens a row's work item in the peek from the keyboard, marking it read", async () => {
    await rowOf("Weld the tank").getByRole("button", { name: `Mark ${rocket.identifier}-1 as unread` }).click();
    await expect.poll(bellCount).toBe(1);
    // Rows are reached with Tab and the arrow keys; Enter opens the focused one.
    await list().locator(".notification-row__open").first().focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Weld the tank");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: `Preview of ${rocket.identifier}-1` }).waitFor();
    await page.getByRole("dialog").getByRole("heading", { name: "Weld the tank" }).waitFor();
    expect(new URL(page.url()).searchParams.get("peekId")).not.toBeNull();
    await expect.poll(bellCount).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("turns desktop notifications on from the inbox header once the browser allows them", async () => {
    await page.context().grantPermissions(["notifications"]);
    await page.getByRole("button", { name: "Turn on desktop notifications" }).click();
    await page.getByRole("button", { name: "Turn off desktop notifications" }).click();
    await page.getByRole("button", { name: "Turn on desktop notifications" }).waitFor();
  });

  it("keeps mentions in their own tab, with their own count, which mark all read there zeroes", async () => {
    await page.getByRole("tab", { name: /^Mentions/ }).click();
    await page.getByText("No notifications").waitFor();
    expect(await page.getByRole("tab", { name: /^Mentions/ }).getAttribute("aria-selected")).toBe("true");

    const [weld] = (await olive.client.send("GET", `/api/workspaces/${workspace.slug}/projects/${rocket.id}/issues/?per_page=50&cursor=50:0:0`)).body.results.filter(
      (item: { name: string }) => item.name === "Weld the tank",
    );
    const res = await olive.client.send("POST", `/api/workspaces/${workspace.slug}/projects/${rocket.id}/issues/${weld.id}/comments/`, {
      comment_html: `<p>Can you look? ${mention(mo.user)}</p>`,
    });
    expect(res.status).toBe(201);
    // A reload stands in for the socket layer, which another part of the app brings.
    await page.reload();
    await expect.poll(bellCount).toBeGreaterThanOrEqual(1);
    await page.getByRole("tab", { name: /^Mentions/ }).click();
    await expect.poll(listedNames).toEqual([`${rocket.identifier}-1 Weld the tank`]);
    expect(await rowOf("Weld the tank").locator(".notification-row__message").innerText()).toContain("olive mentioned you in a comment");
    expect(await page.getByRole("tab", { name: /^Mentions/ }).innerText()).toMatch(/1/);

    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(async () => (await mo.client.send("GET", `/api/workspaces/${workspace.slug}/users/notifications/unread/`)).body.mention_unread_notifications_count).toBe(0);
    expect(await page.getByRole("tab", { name: /^Mentions/ }).locator(".count-badge").count()).toBe(0);
  });
});
