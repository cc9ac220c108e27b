import { describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { assignableRoles, canManageMember, isGuest } from "../../web/src/stores/memberRules.js";
import { homeWorkspace } from "../../web/src/stores/workspaces.js";
import type { Workspace } from "../../web/src/http/types.js";

describe("member role rules (SPEC.md section 6)", () => {
  const admin = { memberId: "a", role: ROLE.ADMIN };
  const member = { memberId: "m", role: ROLE.MEMBER };

  it("never lets anyone change themselves", () => {
    expect(canManageMember(admin, { id: "a", role: ROLE.ADMIN })).toBe(false);
    expect(canManageMember(member, { id: "m", role: ROLE.MEMBER })).toBe(false);
  });

  it("lets only admins change admins", () => {
    expect(canManageMember(admin, { id: "b", role: ROLE.ADMIN })).toBe(true);
    expect(canManageMember(member, { id: "b", role: ROLE.ADMIN })).toBe(false);
  });

  it("offers no role above the actor's own, and guests manage nobody", () => {
    expect(assignableRoles(admin).map((r) => r.value)).toEqual([ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST]);
    expect(assignableRoles(member).map((r) => r.value)).toEqual([ROLE.MEMBER, ROLE.GUEST]);
    expect(canManageMember({ memberId: "g", role: ROLE.GUEST }, { id: "x", role: ROLE.GUEST })).toBe(false);
  });

  it("counts only guests as guests", () => {
    expect([ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST, undefined].map(isGuest)).toEqual([false, false, true, false]);
  });
});

describe("where / sends a person with workspaces", () => {
  const ws = (id: string) => ({ id, slug: id }) as Workspace;

  it("prefers the last workspace used, else the first, else none", () => {
    expect(homeWorkspace([ws("a"), ws("b")], "b")?.slug).toBe("b");
    expect(homeWorkspace([ws("a"), ws("b")], "gone")?.slug).toBe("a");
    expect(homeWorkspace([], null)).toBeNull();
  });
});
