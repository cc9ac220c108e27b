import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { PAGE_ACCESS } from "../../api/contract/pages.js";
import { ROLE } from "../../api/contract/roles.js";
import { Notification } from "../../db/models/Notification.js";
import { Page } from "../../db/models/Page.js";
import type { Project } from "../../db/models/Project.js";
import type { User } from "../../db/models/User.js";
import { OpenedEditors, type TestEditor, typeParagraph, waitUntilAsync } from "../helpers/documents.js";
import { buildPage } from "../helpers/pages.js";
import { buildCastProject } from "../helpers/projects.js";
import { closeSockets, connectTracked, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
/** A Guest of the workspace with no role in the project: they may not open its pages. */
let outsideGuest: SignedInUser;
/** Someone of another workspace. */
let stranger: SignedInUser;
const editors = new OpenedEditors(() => t.baseUrl);
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
  outsideGuest = await signedInUser(t.db, t.baseUrl);
  await addMember(t.db, cast.workspace, outsideGuest.user, ROLE.GUEST);
  stranger = await signedInUser(t.db, t.baseUrl);
  await buildWorkspace(t.db, stranger.user);
});
afterEach(() => {
  editors.closeAll();
  closeSockets(sockets);
});
afterAll(() => t.close());

/** Types a paragraph that @mentions each of `people`, as the editor's mention picker inserts them. */
function typeMentions(editor: TestEditor, people: readonly Pick<User, "id" | "display_name">[]): void {
  const mentions = people.map((person) => {
    const mention = new Y.XmlElement("mention");
    mention.setAttribute("entity_name", "user_mention");
    mention.setAttribute("entity_identifier", person.id);
    mention.setAttribute("label", `@${person.display_name}`);
    return mention;
  });
  // One insert: reading the length of an element not yet in a document makes Yjs warn.
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText("cc "), ...mentions]);
  const fragment = editor.doc.getXmlFragment("default");
  fragment.insert(fragment.length, [paragraph]);
}

/** Waits until the page's stored text holds `text`: the store (and its notifications) committed. */
function stored(page: Page, text: string): Promise<void> {
  return waitUntilAsync(async () => (await Page.query(t.db).findById(page.id))?.description_html.includes(text) ?? false, `the page to be stored with "${text}"`);
}

const pageNotificationsOf = (receiver: Pick<User, "id">, page: Page) => Notification.query(t.db).where({ receiver_id: receiver.id, entity_identifier: page.id }).orderBy("created_at");

describe("mentions in a page's text", () => {
  it("notify each mentioned member who may read the page once, live, and nobody else", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { name: "Launch plan", descriptionHtml: "<p>Draft</p>" });
    const memberSocket = await connectTracked(sockets, t.baseUrl, cast.member.client);
    const outsiderSocket = await connectTracked(sockets, t.baseUrl, outsideGuest.client);
    const editor = editors.open(cast.admin, `page.${page.id}`);
    await editor.synced();

    typeMentions(editor, [cast.member.user, outsideGuest.user, stranger.user, cast.admin.user]);
    await editor.saved();
    const created = await memberSocket.waitFor("notification.created", () => true, 8000);
    expect(created.data).toMatchObject({
      entity_name: "page",
      entity_identifier: page.id,
      project: project.id,
      receiver: cast.member.user.id,
      triggered_by: cast.admin.user.id,
      is_mentioned_notification: true,
      data: { page: { id: page.id, name: "Launch plan", project_id: project.id } },
    });
    const counts = await memberSocket.waitFor("notification_counts.updated", () => true, 8000);
    expect(counts.data).toMatchObject({ workspace: cast.workspace.id, mention_unread_notifications_count: 1 });

    const [row] = await pageNotificationsOf(cast.member.user, page);
    expect(row).toMatchObject({ workspace_id: cast.workspace.id, entity_name: "page", sender: "in_app:page:mentioned", is_mentioned_notification: true, read_at: null });
    // The inbox lists it on the mentions tab, with the page's details.
    const inbox = await cast.member.client.get(`/api/workspaces/${cast.workspace.slug}/users/notifications/?mentioned=true`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.results.map((entry: { id: string }) => entry.id)).toContain(row?.id);

    // Nobody who may not open the page, and not the person who typed it.
    await outsiderSocket.expectNone("notification.created");
    for (const person of [outsideGuest, stranger, cast.admin]) expect(await pageNotificationsOf(person.user, page), person.user.display_name).toEqual([]);
  });

  it("do not notify again when the page is stored again with the same mention, and notify a newly mentioned reader", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<p>Notes</p>" });
    const editor = editors.open(cast.admin, `page.${page.id}`);
    await editor.synced();
    typeMentions(editor, [cast.member.user]);
    await editor.saved();
    await waitUntilAsync(async () => (await pageNotificationsOf(cast.member.user, page)).length === 1, "the first mention's notification");

    const memberSocket = await connectTracked(sockets, t.baseUrl, cast.member.client);
    const guestSocket = await connectTracked(sockets, t.baseUrl, cast.guest.client);
    typeParagraph(editor, "more text, the mention still there");
    await editor.saved();
    await stored(page, "more text, the mention still there");
    typeMentions(editor, [cast.guest.user]);
    await editor.saved();
    // A Guest of the project may read a public page, so is told.
    const guestHeard = await guestSocket.waitFor("notification.created", () => true, 8000);
    expect(guestHeard.data).toMatchObject({ entity_name: "page", entity_identifier: page.id, receiver: cast.guest.user.id });

    await memberSocket.expectNone("notification.created");
    expect(await pageNotificationsOf(cast.member.user, page)).toHaveLength(1);
    expect(await pageNotificationsOf(cast.guest.user, page)).toHaveLength(1);
  });

  it("do not tell a member about another person's private page, and go when the page is deleted", async () => {
    const privatePage = await buildPage(t.db, project, cast.admin.user.id, { access: PAGE_ACCESS.PRIVATE, descriptionHtml: "<p>Mine</p>" });
    const editor = editors.open(cast.admin, `page.${privatePage.id}`);
    await editor.synced();
    typeMentions(editor, [cast.member.user]);
    typeParagraph(editor, "private marker");
    await editor.saved();
    await stored(privatePage, "private marker");
    expect(await pageNotificationsOf(cast.member.user, privatePage)).toEqual([]);

    const page = await buildPage(t.db, project, cast.admin.user.id);
    const other = editors.open(cast.admin, `page.${page.id}`);
    await other.synced();
    typeMentions(other, [cast.member.user]);
    await other.saved();
    await waitUntilAsync(async () => (await pageNotificationsOf(cast.member.user, page)).length === 1, "the mention's notification");
    editors.closeAll();
    await t.db("pages").where("id", page.id).delete();
    expect(await pageNotificationsOf(cast.member.user, page)).toEqual([]);
  });
});
