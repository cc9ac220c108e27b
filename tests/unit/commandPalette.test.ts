import { describe, expect, it } from "vitest";
import { bestScore, matchScore } from "../../web/src/commands/fuzzyMatch.js";
import { matchShortcut } from "../../web/src/commands/shortcuts.js";
import type { Command } from "../../web/src/commands/types.js";

describe("palette matching", () => {
  it("ranks the whole name, then its start, a word's start, anywhere, all words, then letters in order", () => {
    const scores = [
      matchScore("create project", "Create project"),
      matchScore("crea", "Create project"),
      matchScore("proj", "Create project"),
      matchScore("reate", "Create project"),
      matchScore("project create", "Create project"),
      matchScore("crp", "Create project"),
    ];
    expect(scores.every((score) => score !== null)).toBe(true);
    expect([...scores].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(scores);
    expect(matchScore("xyz", "Create project")).toBeNull();
    expect(matchScore("  ", "anything")).toBe(0);
  });

  it("ignores case and lets other words match a little below the name", () => {
    expect(matchScore("WEB", "web")).toBe(1000);
    expect(bestScore("web", "Website relaunch", ["WEB"])).toBe(999);
    expect(bestScore("theme", "Switch to dark theme", ["appearance"])).toBeGreaterThan(0);
  });
});

describe("shortcuts with other keys and chords", () => {
  const command = (id: string, shortcut: string, otherShortcuts?: string[]): Command => ({ id, label: id, group: "Help", shortcut, otherShortcuts, perform: () => {} });
  const commands = [command("palette", "Mod+k"), command("delete", "Delete", ["Backspace"]), command("assignToMe", "A"), command("assignees", "a")];

  it("matches any of a command's keys, upper and lower case apart, and never a chord typed as keys", () => {
    expect(matchShortcut(["Backspace"], commands)).toMatchObject({ kind: "command", command: { id: "delete" } });
    expect(matchShortcut(["Delete"], commands)).toMatchObject({ kind: "command", command: { id: "delete" } });
    expect(matchShortcut(["A"], commands)).toMatchObject({ kind: "command", command: { id: "assignToMe" } });
    expect(matchShortcut(["a"], commands)).toMatchObject({ kind: "command", command: { id: "assignees" } });
    expect(matchShortcut(["k"], commands)).toEqual({ kind: "none" });
  });
});
