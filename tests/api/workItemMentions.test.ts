import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { mentionedUserIds } from "../../api/workItems/mentions.js";
import { sanitizeDescription } from "../../api/workItems/sanitizeDescription.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import type { Project } from "../../db/models/Project.js";
import { buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, signedInUser, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
/** A member of this workspace who has not joined the project. */
let unjoinedId: string;
/** Someone who only belongs to another workspace. */
let foreignId: string;

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
  const unjoined = await signedInUser(t.db, t.baseUrl);
  await addMember(t.db, cast.workspace, unjoined.user, ROLE.MEMBER);
  unjoinedId = unjoined.user.id;
  await buildWorkspace(t.db, cast.stranger.user);
  foreignId = cast.stranger.user.id;
});
afterAll(() => t.close());

const mention = (userId: string, extra = "") => `<mention-component entity_name="user_mention" entity_identifier="${userId}"${extra}></mention-component>`;
const describing = (...userIds: string[]) => `<p>Over to ${userIds.map((id) => mention(id)).join(" and ")}</p>`;
const items = (query = "", projectId = project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/issues/${query ? `?${query}` : ""}`;
const item = (id: string) => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/${id}/`;

async function create(descriptionHtml: string, name = "Mentioning item", projectId = project.id): Promise<string> {
  const res = await cast.member.client.send("POST", items("", projectId), { name, description_html: descriptionHtml });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

async function update(id: string, body: Record<string, unknown>): Promise<void> {
  const res = await cast.member.client.send("PATCH", item(id), body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function mentionedOn(issueId: string): Promise<string[]> {
  return ((await t.db("issue_mentions").where("issue_id", issueId).pluck("mention_id")) as string[]).sort();
}

const sorted = (...ids: string[]) => [...ids].sort();

describe("mention markup", () => {
  it("survives sanitising with only Plane's attributes", () => {
    const id = randomUUID();
    const { html } = sanitizeDescription(`<p>${mention(id, ` id="${id}" class="x" data-label="Ada" onclick="alert(1)" style="color:red"`)}</p>`);
    expect(html).toBe(`<p><mention-component entity_name="user_mention" entity_identifier="${id}" id="${id}"></mention-component></p>`);
  });

  it("names each mentioned person once, and only people with a UUID", () => {
    const [first, second] = [randomUUID(), randomUUID().toUpperCase()];
    const html =
      describing(first, second, first) +
      `<mention-component entity_name="issue_mention" entity_identifier="${randomUUID()}"></mention-component>` +
      `<mention-component entity_name="user_mention" entity_identifier="ada"></mention-component><mention-component entity_name="user_mention"></mention-component>`;
    expect(mentionedUserIds(html)).toEqual([first, second.toLowerCase()]);
    expect(mentionedUserIds("<p>nobody</p>")).toEqual([]);
  });
});

describe("storing mentions", () => {
  it("records the project members a new item mentions, without extra history", async () => {
    const id = await create(describing(cast.member.user.id, cast.guest.user.id));
    expect(await mentionedOn(id)).toEqual(sorted(cast.member.user.id, cast.guest.user.id));
    expect((await IssueActivity.query(t.db).where("issue_id", id)).map((row) => row.verb)).toEqual(["created"]);
  });

  it("follows the description on update and leaves it alone otherwise", async () => {
    const id = await create(describing(cast.member.user.id, cast.guest.user.id));
    await update(id, { description_html: describing(cast.admin.user.id, cast.guest.user.id) });
    expect(await mentionedOn(id)).toEqual(sorted(cast.admin.user.id, cast.guest.user.id));
    await update(id, { name: "Renamed" });
    expect(await mentionedOn(id)).toEqual(sorted(cast.admin.user.id, cast.guest.user.id));
    await update(id, { description_html: "<p>Nobody any more</p>" });
    expect(await mentionedOn(id)).toEqual([]);
  });

  it("ignores people outside the project without refusing the write", async () => {
    const outsiders = [foreignId, unjoinedId, randomUUID()];
    const id = await create(describing(...outsiders, cast.member.user.id));
    expect(await mentionedOn(id)).toEqual([cast.member.user.id]);
    await update(id, { description_html: describing(...outsiders) });
    expect(await mentionedOn(id)).toEqual([]);
    expect(await t.db("issue_mentions").whereIn("mention_id", outsiders).first()).toBeUndefined();
  });
});

describe("the mentions filter", () => {
  /** A project of its own, so the expected lists are exact. */
  let listed: Project;
  let memberOnly: string;
  let both: string;
  let guestOnly: string;

  beforeAll(async () => {
    listed = await buildCastProject(t.db, cast);
    const [member, guest] = [cast.member.user.id, cast.guest.user.id];
    memberOnly = await create(describing(member), "member only", listed.id);
    both = await create(describing(member, guest), "both", listed.id);
    guestOnly = await create(describing(guest, foreignId), "guest only", listed.id);
    await create("<p>no one</p>", "plain", listed.id);
  });

  const list = async (query: string) => {
    const res = await cast.admin.client.get(items(query, listed.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  /** Every id of a list, flat, grouped or sub-grouped. */
  const idsIn = (body: { results: unknown; sub_grouped_by?: string | null }): string[] => {
    if (Array.isArray(body.results)) return (body.results as { id: string }[]).map((row) => row.id).sort();
    const groups = Object.values(body.results as Record<string, { results: unknown }>);
    const pages = body.sub_grouped_by ? groups.flatMap((group) => Object.values(group.results as Record<string, { results: unknown }>)) : groups;
    return pages.flatMap((page) => (page.results as { id: string }[]).map((row) => row.id)).sort();
  };

  it("returns exactly the items mentioning any of the ids, flat and grouped", async () => {
    const member = cast.member.user.id;
    expect(idsIn(await list(`mentions=${member}`))).toEqual(sorted(memberOnly, both));
    expect(idsIn(await list(`mentions=${member}&group_by=state`))).toEqual(sorted(memberOnly, both));
    expect(idsIn(await list(`mentions=${member}&group_by=priority&sub_group_by=state`))).toEqual(sorted(memberOnly, both));
    expect(idsIn(await list(`mentions=${member},${cast.guest.user.id}&group_by=created_by`))).toEqual(sorted(memberOnly, both, guestOnly));
    expect((await list(`mentions=${cast.guest.user.id}`)).total_count).toBe(2);
  });

  it("matches nothing for someone outside the project or a made-up id", async () => {
    expect((await list(`mentions=${foreignId}`)).total_count).toBe(0);
    expect((await list(`mentions=${unjoinedId}`)).total_count).toBe(0);
    expect((await list(`mentions=${randomUUID()}&group_by=state`)).total_count).toBe(0);
  });

  it("narrows the workspace views the same way", async () => {
    const res = await cast.member.client.get(`/api/workspaces/${cast.workspace.slug}/issues/?mentions=${cast.guest.user.id}&project=${listed.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsIn(res.body)).toEqual(sorted(both, guestOnly));
    const grouped = await cast.member.client.get(`/api/workspaces/${cast.workspace.slug}/issues/?mentions=${cast.member.user.id}&project=${listed.id}&group_by=priority`);
    expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
    expect(idsIn(grouped.body)).toEqual(sorted(memberOnly, both));
    const foreign = await cast.member.client.get(`/api/workspaces/${cast.workspace.slug}/issues/?mentions=${foreignId}`);
    expect(foreign.body.total_count).toBe(0);
  });
});
