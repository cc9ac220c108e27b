import { describe, expect, it } from "vitest";
import { matchShortcut, shortcutKeys } from "../../web/src/commands/shortcuts.js";
import type { Command } from "../../web/src/commands/types.js";
import { safeNextPath } from "../../web/src/http/nextPath.js";

const command = (id: string, shortcut?: string): Command => ({ id, label: id, group: "Navigation", shortcut, perform: () => {} });
const commands = [command("profile", "g p"), command("home", "g h"), command("help", "?"), command("none")];

describe("keyboard shortcuts", () => {
  it("splits sequences into keys", () => {
    expect(shortcutKeys("g p")).toEqual(["g", "p"]);
  });

  it("runs a single-key command, waits on a prefix, and ignores unknown keys", () => {
    expect(matchShortcut(["?"], commands)).toMatchObject({ kind: "command", command: { id: "help" } });
    expect(matchShortcut(["g"], commands)).toEqual({ kind: "prefix" });
    expect(matchShortcut(["g", "h"], commands)).toMatchObject({ kind: "command", command: { id: "home" } });
    expect(matchShortcut(["g", "x"], commands)).toEqual({ kind: "none" });
    expect(matchShortcut(["x"], commands)).toEqual({ kind: "none" });
  });
});

describe("next_path", () => {
  it.each([
    ["/profile/security/", "/profile/security/"],
    ["/?a=1", "/?a=1"],
    ["//evil.example/", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["/with space", null],
    ["", null],
    [null, null],
  ])("%s -> %s", (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });
});
