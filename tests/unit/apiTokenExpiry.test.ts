import { describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { customDayProblem, expiryMoment, isExpired } from "../../web/src/pages/workspaceSettings/apiTokens/tokenExpiry.js";
import { mayOpenSettingsPage, workspaceSettingsEntry } from "../../web/src/pages/workspaceSettings/settingsPages.js";

describe("an API token's expiry as the add dialog works it out", () => {
  const now = new Date(2026, 0, 31, 10, 30);

  it("never, a week, months counted on the calendar, or the end of a chosen day in the person's time zone", () => {
    expect(expiryMoment("never", "", now)).toBeNull();
    expect(expiryMoment("week", "", now)?.getTime()).toBe(now.getTime() + 7 * 86_400_000);
    expect(expiryMoment("three_months", "", now)).toEqual(new Date(2026, 3, 30, 10, 30));
    expect(expiryMoment("month", "", now)).toEqual(new Date(2026, 1, 28, 10, 30));
    expect(expiryMoment("year", "", now)).toEqual(new Date(2027, 0, 31, 10, 30));
    expect(expiryMoment("custom", "2026-02-03", now)).toEqual(new Date(2026, 1, 3, 23, 59, 59, 999));
  });

  it("refuses a custom day that is missing or past, and takes today", () => {
    expect(customDayProblem("", "2026-01-31")).toBe("Pick the last day the token should work.");
    expect(customDayProblem("2026-01-30", "2026-01-31")).toBe("Pick today or a later day: a token cannot expire in the past.");
    expect(customDayProblem("2026-01-31", "2026-01-31")).toBeUndefined();
    expect(customDayProblem("2027-05-01", "2026-01-31")).toBeUndefined();
  });

  it("calls a token expired from its moment on, and one without an expiry never", () => {
    const at = Date.parse("2026-01-31T10:00:00Z");
    expect(isExpired("2026-01-31T10:00:00.000Z", at)).toBe(true);
    expect(isExpired("2026-01-31T10:00:01.000Z", at)).toBe(false);
    expect(isExpired(null, at)).toBe(false);
  });
});

describe("which workspace settings pages a role may open", () => {
  it("opens every page to admins and only API tokens to members and guests", () => {
    expect(mayOpenSettingsPage("admins", ROLE.ADMIN)).toBe(true);
    expect(mayOpenSettingsPage("admins", ROLE.MEMBER)).toBe(false);
    expect(mayOpenSettingsPage("everyone", ROLE.GUEST)).toBe(true);
  });

  it("leads admins to General, members to API tokens, and guests nowhere", () => {
    expect(workspaceSettingsEntry(ROLE.ADMIN)).toBe("/settings/");
    expect(workspaceSettingsEntry(ROLE.MEMBER)).toBe("/settings/api-tokens/");
    expect(workspaceSettingsEntry(ROLE.GUEST)).toBeNull();
    expect(workspaceSettingsEntry(undefined)).toBeNull();
  });
});
