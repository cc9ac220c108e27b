import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Workspace } from "../../db/models/Workspace.js";
import { ORGANIZATION_SIZES } from "../../api/contract/onboarding.js";
import { WORKSPACE_NAME_MAX_LENGTH } from "../../api/contract/workspaceSlug.js";
import type { TestServer } from "../helpers/testServer.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { uniqueSlug } from "../helpers/workspaces.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const issuePath = (issueId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issueId}`;

/** Zod's own wording, meant for programmers, that must never reach a client. */
const ZOD_WORDING = /Too (big|small)|expected|Invalid (input|option)|Unrecognized key|<=|>=/;

/**
 * A refusal names the field and ends the sentence that starts with it ("name must be at most 80
 * characters"), so the web app can say it to a person as it is.
 */
describe("validation wording", () => {
  const createWorkspace = (body: Record<string, unknown>) =>
    cast.member.client.send("POST", "/api/workspaces/", { name: "Orbital", slug: uniqueSlug(), organization_size: ORGANIZATION_SIZES[0], ...body });

  it("words a size limit in characters, and creates nothing", async () => {
    const slug = uniqueSlug();
    const res = await createWorkspace({ name: "n".repeat(WORKSPACE_NAME_MAX_LENGTH + 1), slug });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.details).toEqual([{ path: "name", message: `must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters` }]);
    expect(res.body.error).toBe(`name: must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters`);
    expect(await Workspace.query(t.db).where("slug", slug).first()).toBeUndefined();
  });

  it("words a missing field, a wrong type, an unknown choice and an unknown field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, "name", "is required"],
      [{ name: 42 }, "name", "must be text"],
      [{ organization_size: "a lot" }, "organization_size", `must be one of ${ORGANIZATION_SIZES.map((size) => `"${size}"`).join(", ")}`],
      [{ is_admin: true }, "body", `includes "is_admin", which cannot be set here`],
    ];
    for (const [body, path, message] of cases) {
      const res = await createWorkspace(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0], JSON.stringify(body)).toEqual({ path, message });
      expect(res.body.error).not.toMatch(ZOD_WORDING);
    }
  });

  it("words the link and relation refusals as the end of a sentence about the field", async () => {
    const issue = await createWorkItem(t.db, cast.project, cast.admin.user);
    const link = await cast.member.client.send("POST", `${issuePath(issue.id)}/issue-links/`, { url: "ftp://example.com/file" });
    expect(link.status).toBe(400);
    expect(link.body.details).toEqual([{ path: "url", message: "must be a web address starting with http:// or https://" }]);

    const self = await cast.member.client.send("POST", `${issuePath(issue.id)}/issue-relation/`, { relation_type: "relates_to", issues: [issue.id] });
    expect(self.status).toBe(400);
    expect(self.body.details).toEqual([{ path: "issues", message: "includes this work item; a work item cannot be related to itself" }]);
  });
});
