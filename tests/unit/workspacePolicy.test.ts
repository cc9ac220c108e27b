import { describe, expect, it } from "vitest";
import { ROLE, ROLES } from "../../api/contract/roles.js";
import { slugFromName, workspaceSlugProblem } from "../../api/contract/workspaceSlug.js";
import { ForbiddenError, ValidationError } from "../../api/errors.js";
import { assertAdminRemains, authorizeAdministerWorkspace, authorizeChangeRole } from "../../api/policies/workspace.js";
import { canActOnMember, canAdministerWorkspace, canChangeRole, canGrantRole } from "../../api/contract/workspaceRoles.js";

const { ADMIN, MEMBER, GUEST } = ROLE;

describe("workspace policy", () => {
  it("lets only admins administer", () => {
    expect(ROLES.map(canAdministerWorkspace)).toEqual([true, false, false]);
    expect(canAdministerWorkspace(undefined)).toBe(false);
    expect(() => authorizeAdministerWorkspace(MEMBER)).toThrow(ForbiddenError);
    expect(() => authorizeAdministerWorkspace(ADMIN)).not.toThrow();
  });

  it("never grants a rank above the actor's own", () => {
    expect(canGrantRole(MEMBER, ADMIN)).toBe(false);
    expect(canGrantRole(MEMBER, MEMBER)).toBe(true);
    expect(canGrantRole(GUEST, MEMBER)).toBe(false);
    expect(canGrantRole(ADMIN, ADMIN)).toBe(true);
  });

  // [actor, target's current role, new role, allowed]
  it.each([
    [ADMIN, ADMIN, GUEST, true],
    [ADMIN, GUEST, ADMIN, true],
    [ADMIN, MEMBER, MEMBER, true],
    [MEMBER, GUEST, MEMBER, true],
    [MEMBER, GUEST, ADMIN, false],
    [MEMBER, ADMIN, GUEST, false],
    [MEMBER, ADMIN, MEMBER, false],
    [GUEST, GUEST, MEMBER, false],
    [GUEST, MEMBER, GUEST, false],
  ])("rank rules: actor %i, target %i -> %i allowed: %s", (actor, target, next, allowed) => {
    expect(canChangeRole(actor, target, next)).toBe(allowed);
    if (allowed) expect(() => authorizeChangeRole(actor, target, next)).not.toThrow();
    else expect(() => authorizeChangeRole(actor, target, next)).toThrow(ForbiddenError);
  });

  it("lets only an admin act on an admin", () => {
    expect(canActOnMember(ADMIN, ADMIN)).toBe(true);
    expect(canActOnMember(MEMBER, ADMIN)).toBe(false);
    expect(canActOnMember(MEMBER, GUEST)).toBe(true);
    expect(canActOnMember(GUEST, MEMBER)).toBe(false);
  });

  it("keeps at least one admin", () => {
    expect(() => assertAdminRemains(ADMIN, null, 0, "last")).toThrow(ValidationError);
    expect(() => assertAdminRemains(ADMIN, MEMBER, 0, "last")).toThrow(ValidationError);
    expect(() => assertAdminRemains(ADMIN, ADMIN, 0, "last")).not.toThrow();
    expect(() => assertAdminRemains(ADMIN, null, 1, "last")).not.toThrow();
    expect(() => assertAdminRemains(MEMBER, null, 0, "last")).not.toThrow();
  });
});

describe("workspace slug contract", () => {
  it.each([
    ["acme", null],
    ["a", null],
    ["acme_2-b", null],
    ["", "empty"],
    ["x".repeat(49), "too_long"],
    ["Acme", "invalid_characters"],
    ["ac me", "invalid_characters"],
    ["god-mode", "reserved"],
    ["404", "reserved"],
  ])("%j -> %s", (slug, problem) => {
    expect(workspaceSlugProblem(slug)).toBe(problem);
  });

  it("suggests a usable slug from a name", () => {
    expect(slugFromName("  Acme Rockets, Inc.  ")).toBe("acme-rockets-inc");
    expect(slugFromName("Über Team")).toBe("uber-team");
    expect(workspaceSlugProblem(slugFromName("A".repeat(100)))).toBeNull();
  });
});
