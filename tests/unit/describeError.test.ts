import { describe, expect, it } from "vitest";
import { ApiError } from "../../web/src/http/client.js";
import { describeError } from "../../web/src/http/describeError.js";

const refused = (status: number, body: ApiError["body"]) => new ApiError(status, body);

describe("describeError", () => {
  it("names a refused field in words and ends with what to do", () => {
    const tooLong = refused(400, { error: "name: must be at most 80 characters", details: [{ path: "name", message: "must be at most 80 characters" }] });
    expect(describeError(tooLong, "create the workspace")).toBe("Could not create the workspace: the name must be at most 80 characters. Correct it and try again.");
    const link = refused(400, { details: [{ path: "url", message: "must be a web address starting with http:// or https://" }] });
    expect(describeError(link, "add the link")).toBe("Could not add the link: the URL must be a web address starting with http:// or https://. Correct it and try again.");
    const relation = refused(400, { details: [{ path: "issues", message: "includes this work item; a work item cannot be related to itself" }] });
    expect(describeError(relation, "add the relation")).toBe("Could not add the relation: the work item list includes this work item; a work item cannot be related to itself. Correct it and try again.");
    expect(describeError(refused(400, { details: [{ path: "properties.sort_order", message: "must be a number" }] }), "move it")).toBe("Could not move it: the sort order must be a number. Correct it and try again.");
  });

  it("never repeats the API's 404 wording, and tells a conflict from a mistake", () => {
    const gone = describeError(refused(404, { error: "Issue not found", code: "not_found" }), "open the work item");
    expect(gone).toBe("Could not open the work item: it is no longer there, or you no longer have access to it. Reload the page to see what is there now.");
    expect(describeError(refused(409, { error: "This already exists." }), "add the label")).toBe("Could not add the label: This already exists. Reload the page to see the latest, then try again.");
    expect(describeError(refused(413, {}), "upload the file")).toBe("Could not upload the file: Cairn answered 413. Check what you entered and try again.");
  });

  it("says what to do when Cairn did not answer or failed", () => {
    expect(describeError(new TypeError("fetch failed"), "save")).toMatch(/Check your connection and try again\.$/);
    expect(describeError(refused(502, {}), "save")).toMatch(/Try again in a moment\.$/);
  });
});
