import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import { startExtrasServer, createWorkItem, type ExtrasCast } from "../helpers/workItemExtras.js";
import type { TestServer } from "../helpers/testServer.js";

let t: TestServer;
let cast: ExtrasCast;
let issue: Issue;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
  issue = await createWorkItem(t.db, cast.project, cast.admin.user);
});
afterAll(() => t.close());

const ODD_IDS = ["x", "0", "99999999999999999999999", "%00", "00000000-0000-0000-0000-00000000000g", "%2e%2e", "a,b", "[]", "null"];
const ODD_VALUES: unknown[] = [null, "", "x", 0, -1, 1e300, 2 ** 64, 2 ** 31, true, [], [null], ["x"], [[]], {}, { a: 1 }, "2026-13-45", "9999-99-99", "00000000-0000-0000-0000-000000000000"];

function bodiesFor(keys: string[]): unknown[] {
  const out: unknown[] = [undefined, null, [], "x", 5, {}, [{}], { __proto__: null }];
  for (const key of keys) for (const value of ODD_VALUES) out.push({ [key]: value });
  return out;
}

/**
 * Values a client can send that no well-behaved one would: malformed ids in the path, huge numbers,
 * arrays where strings go, bodies that are not objects. Each must be a 4xx (or a harmless 2xx), never a
 * 500, on the routes that take ids and bodies. The statuses themselves are asserted elsewhere.
 */
describe("odd client input never reaches a 500", () => {
  it("in ids, bodies and query strings", async () => {
    const ws = cast.workspace.slug;
    const p = cast.project.id;
    const i = issue.id;
    const c = cast.admin.client;
    const failures: string[] = [];
    const hit = async (method: string, path: string, body?: unknown) => {
      const res = method === "GET" ? await c.get(path) : await c.send(method, path, body);
      if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)} -> ${res.status}`);
    };
    const routes: [string, string, string[]][] = [
      ["POST", `/api/workspaces/${ws}/projects/${p}/bulk-operation-issues/`, ["issue_ids", "properties"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/bulk-subscribe-issues/`, ["issue_ids"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/bulk-archive-issues/`, ["issue_ids"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/bulk-delete-issues/`, ["issue_ids"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/issue-dates/`, ["updates"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/issues/${i}/reactions/`, ["reaction"]],
      ["PATCH", `/api/workspaces/${ws}/projects/${p}/user-properties/`, ["filters", "display_filters", "display_properties"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/user-properties/`, ["filters"]],
      ["POST", `/api/assets/v2/workspaces/${ws}/projects/${p}/issues/${i}/attachments/`, ["name", "type", "size"]],
      ["POST", `/api/workspaces/${ws}/draft-issues/`, ["project_id", "name"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/issues/${i}/comments/`, ["comment_html"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/issues/${i}/links/`, ["url", "title"]],
      ["POST", `/api/workspaces/${ws}/projects/${p}/issues/${i}/issue-relation/`, ["relation_type", "issues"]],
      ["PATCH", `/api/workspaces/${ws}/projects/${p}/issues/${i}/`, ["state_id", "parent_id", "assignee_ids", "label_ids", "start_date", "estimate_point"]],
    ];
    for (const [method, path, keys] of routes) for (const body of bodiesFor(keys)) await hit(method, path, body);
    // Each property of the bulk update, saved filter and date on its own, beside valid ones.
    for (const value of ODD_VALUES) {
      for (const key of ["state_id", "priority", "assignee_ids", "label_ids", "start_date", "target_date", "estimate_point"]) {
        await hit("POST", `/api/workspaces/${ws}/projects/${p}/bulk-operation-issues/`, { issue_ids: [i], properties: { [key]: value } });
      }
      await hit("POST", `/api/workspaces/${ws}/projects/${p}/issue-dates/`, { updates: [{ id: i, start_date: value }] });
      await hit("POST", `/api/workspaces/${ws}/projects/${p}/issue-dates/`, [{ id: value }]);
      for (const key of ["state", "assignees", "labels", "start_date", "project"]) {
        await hit("PATCH", `/api/workspaces/${ws}/projects/${p}/user-properties/`, { filters: { [key]: value } });
        await hit("PATCH", `/api/workspaces/${ws}/projects/${p}/user-properties/`, { filters: { [key]: [value] } });
      }
      await hit("POST", `/api/workspaces/${ws}/draft-issues/`, { project_id: value, name: "x" });
    }
    const getPaths = (id: string) => [
      `/api/workspaces/${ws}/projects/${id}/issues/`,
      `/api/workspaces/${ws}/projects/${p}/issues/${id}/`,
      `/api/workspaces/${ws}/projects/${p}/issues/${id}/reactions/`,
      `/api/workspaces/${ws}/projects/${p}/issues/${id}/comments/`,
      `/api/workspaces/${ws}/projects/${p}/issues/${id}/sub-issues/`,
      `/api/workspaces/${ws}/projects/${p}/issues/${id}/history/`,
      `/api/assets/v2/workspaces/${ws}/projects/${p}/issues/${id}/attachments/`,
      `/api/assets/v2/workspaces/${ws}/projects/${p}/issues/${i}/attachments/${id}/`,
      `/api/workspaces/${ws}/work-items/${id}/`,
      `/api/workspaces/${ws}/work-items/X-${id}/`,
      `/api/workspaces/${ws}/user-issues/${id}/`,
      `/api/workspaces/${ws}/user-stats/${id}/`,
      `/api/workspaces/${ws}/user-profile/${id}/`,
      `/api/workspaces/${ws}/user-activity/${id}/`,
      `/api/workspaces/${id}/states/`,
      `/api/workspaces/${ws}/projects/${id}/user-properties/`,
    ];
    for (const id of [...ODD_IDS, "A-999999999", "A-0", "00000000-0000-0000-0000-000000000000"]) {
      for (const path of getPaths(encodeURIComponent(id))) await hit("GET", path);
      await hit("DELETE", `/api/workspaces/${ws}/projects/${p}/issues/${i}/reactions/${encodeURIComponent(id)}/`);
      await hit("PATCH", `/api/assets/v2/workspaces/${ws}/projects/${p}/issues/${i}/attachments/${encodeURIComponent(id)}/`, {});
      await hit("DELETE", `/api/assets/v2/workspaces/${ws}/projects/${p}/issues/${i}/attachments/${encodeURIComponent(id)}/`);
      await hit("POST", `/api/workspaces/${ws}/draft-issues/${encodeURIComponent(id)}/draft-to-issue/`, {});
    }
    const queries = [
      "per_page=0", "per_page=-1", "per_page=99999999999999999999", "per_page=1e400", "cursor=x", "cursor=99999:999999:999999", "cursor=1:99999999999999:0",
      "state=x", "state=x,y", "state[]=a", "state=a&state=b", "assignees=None,x", "labels=x", "start_date=x", "start_date=9999-99-99;after", "target_date=2026-01-01;sideways",
      "group_by=x", "order_by=x", "group_by=state&sub_group_by=state", "project=x", "project=a&project=b", "view=x", "type=x", "priority=x", "mentions=x", "created_by=x",
      "subscriber=x", "sub_issue=maybe", "per_page=100&cursor=100:99999:0", "order_by=-priority&group_by=labels&sub_group_by=assignees", "layout=x", "state_group=x",
      "created_at__gt=x", "created_at__gt=99999-01-01", "show_empty_groups=x", "expand=x", "fields=x",
    ];
    for (const q of queries) {
      await hit("GET", `/api/workspaces/${ws}/projects/${p}/issues/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/issues/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/draft-issues/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/user-issues/${cast.member.user.id}/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/user-stats/${cast.member.user.id}/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/user-activity/${cast.member.user.id}/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/projects/${p}/archived-issues/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/projects/${p}/issues/${i}/history/?${q}`);
      await hit("GET", `/api/workspaces/${ws}/states/?${q}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("in ids spelt in capitals: they are the same ids, saved once", async () => {
    const base = `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}`;
    const c = cast.admin.client;
    const member = cast.member.user.id;
    const patched = await c.send("PATCH", `${base}/issues/${issue.id}/`, { assignee_ids: [member.toUpperCase(), member] });
    expect(patched.status).toBe(200);
    expect(patched.body.assignee_ids).toEqual([member]);
    const bulk = await c.send("POST", `${base}/bulk-operation-issues/`, { issue_ids: [issue.id.toUpperCase()], properties: { assignee_ids: [member.toUpperCase()] } });
    expect(bulk.status).toBe(204);
    const rows = await t.db("issue_assignees").where({ issue_id: issue.id });
    expect(rows.map((row: { assignee_id: string }) => row.assignee_id)).toEqual([member]);
  });

  it("in upload bodies", async () => {
    const c = cast.admin.client;
    const base = `/api/assets/v2/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issue.id}/attachments/`;
    const announced = await c.send("POST", base, { name: "a.txt", type: "text/plain", size: 5 });
    expect(announced.status).toBe(200);
    const path = new URL(announced.body.upload_data.url as string).pathname;
    const token = announced.body.upload_data.fields.token as string;
    const csrf = c.csrfToken ?? (await c.fetchCsrfToken());
    const failures: string[] = [];
    const bodies: [string, string][] = [
      ["multipart/form-data; boundary=X", ""],
      ["multipart/form-data; boundary=X", "--X--"],
      ["multipart/form-data; boundary=X", "junk"],
      ["multipart/form-data; boundary=X", "--X\r\n\r\n\r\n--X--"],
      ["multipart/form-data; boundary=X", "--X\r\nContent-Disposition: form-data\r\n\r\nv\r\n--X--"],
      ["multipart/form-data; boundary=X", `--X\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--X\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc`],
      ["multipart/form-data; boundary=X", `--X\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--X\r\nContent-Disposition: form-data; name="file"\r\n\r\nabcdefgh\r\n--X--`],
      ["multipart/form-data; boundary=X", `--X\r\nContent-Disposition: form-data; name="token"\r\n\r\n${"t".repeat(10000)}\r\n--X--`],
      ["multipart/form-data; boundary=X", `--X\r\nContent-Disposition: form-data; name="file"\r\n\r\nabcde\r\n--X--`],
      ["multipart/form-data; boundary=" + "b".repeat(200), "x"],
      ["multipart/form-data", "x"],
      ["text/plain", "x"],
    ];
    for (const [type, body] of bodies) {
      const res = await c.request("POST", path, { headers: { "content-type": type, "x-csrftoken": csrf }, body });
      if (res.status >= 500) failures.push(`${type} ${JSON.stringify(body).slice(0, 80)} -> ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });
});
