import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import type { TestServer } from "../helpers/testServer.js";
import { startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { buildWorkItem } from "../helpers/workItems.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const projectPath = () => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}`;
const itemPath = (issue: Issue | string) => `${projectPath()}/issues/${typeof issue === "string" ? issue : issue.id}`;
const key = (issue: Issue) => `${cast.project.identifier}-${issue.sequence_id}`;

interface Line {
  verb: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  old_identifier: string | null;
  new_identifier: string | null;
  actor: string;
}

/** The item's history as its page reads it, less the creation line. */
async function lines(issue: Issue | string): Promise<Line[]> {
  const res = await cast.member.client.get(`${itemPath(issue)}/history/`);
  expect(res.status).toBe(200);
  return (res.body as Line[]).filter((line) => line.field !== null);
}

const pick = ({ verb, field, old_value, new_value, old_identifier, new_identifier }: Line) => ({ verb, field, old_value, new_value, old_identifier, new_identifier });

describe("sub-issue history on the parent", () => {
  it("logs added and removed sub-issues on each parent, and names both parents on the item", async () => {
    const [first, second, child] = [await buildWorkItem(t.db, cast.project), await buildWorkItem(t.db, cast.project), await buildWorkItem(t.db, cast.project)];
    const patch = (parent_id: string | null) => cast.member.client.send("PATCH", `${itemPath(child)}/`, { parent_id });

    expect((await patch(first.id)).status).toBe(200);
    expect((await lines(first)).map(pick)).toEqual([{ verb: "created", field: "sub_issue", old_value: null, new_value: key(child), old_identifier: null, new_identifier: child.id }]);
    expect((await lines(first))[0]?.actor).toBe(cast.member.user.id);

    expect((await patch(second.id)).status).toBe(200);
    expect((await lines(first)).map(pick).at(-1)).toEqual({ verb: "deleted", field: "sub_issue", old_value: key(child), new_value: null, old_identifier: child.id, new_identifier: null });
    expect((await lines(second)).map(pick)).toEqual([{ verb: "created", field: "sub_issue", old_value: null, new_value: key(child), old_identifier: null, new_identifier: child.id }]);

    expect((await patch(null)).status).toBe(200);
    expect((await lines(second)).map((line) => [line.verb, line.field, line.old_value])).toEqual([
      ["created", "sub_issue", null],
      ["deleted", "sub_issue", key(child)],
    ]);
    expect((await lines(child)).map(pick)).toEqual([
      { verb: "updated", field: "parent", old_value: null, new_value: key(first), old_identifier: null, new_identifier: first.id },
      { verb: "updated", field: "parent", old_value: key(first), new_value: key(second), old_identifier: first.id, new_identifier: second.id },
      { verb: "updated", field: "parent", old_value: key(second), new_value: null, old_identifier: second.id, new_identifier: null },
    ]);
    // Setting the same parent again is no change on either side.
    await patch(null);
    expect(await lines(second)).toHaveLength(2);
  });

  it("logs a sub-issue created under a parent on that parent", async () => {
    const parent = await buildWorkItem(t.db, cast.project);
    const res = await cast.member.client.send("POST", `${projectPath()}/issues/`, { name: "Born a sub-issue", parent_id: parent.id });
    expect(res.status).toBe(201);
    expect((await lines(parent)).map((line) => [line.verb, line.field, line.new_value, line.new_identifier])).toEqual([
      ["created", "sub_issue", `${cast.project.identifier}-${res.body.sequence_id}`, res.body.id],
    ]);
  });

  it("keeps a draft off its parent's history until it becomes a work item", async () => {
    const parent = await buildWorkItem(t.db, cast.project);
    const created = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/draft-issues/`, { project_id: cast.project.id, name: "A private draft", parent_id: parent.id });
    expect(created.status).toBe(201);
    expect(await lines(parent)).toEqual([]);
    const converted = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/draft-to-issue/${created.body.id}/`);
    expect(converted.status).toBe(201);
    expect((await lines(parent)).map((line) => [line.verb, line.field, line.new_identifier])).toEqual([["created", "sub_issue", created.body.id]]);
  });
});
