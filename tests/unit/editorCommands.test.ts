import { describe, expect, it } from "vitest";
import { blockCommandsMatching, FORMAT_COMMANDS } from "../../web/src/editor/formatCommands.js";
import { userColor } from "../../web/src/editor/userColor.js";

describe("the editor's commands", () => {
  it("lists block commands for the slash menu by label or keyword, never inline marks", () => {
    expect(blockCommandsMatching("head").map((command) => command.id)).toEqual(["heading1", "heading2", "heading3"]);
    expect(blockCommandsMatching("todo").map((command) => command.id)).toEqual(["taskList"]);
    expect(blockCommandsMatching("PHOTO").map((command) => command.id)).toEqual(["image"]);
    expect(blockCommandsMatching("bold")).toEqual([]);
    expect(blockCommandsMatching("").length).toBe(FORMAT_COMMANDS.filter((command) => command.block).length);
  });

  it("gives every command a unique id and a label", () => {
    const ids = FORMAT_COMMANDS.map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(FORMAT_COMMANDS.every((command) => command.label.trim() !== "")).toBe(true);
  });
});

describe("caret colours", () => {
  it("keeps one colour per person and spreads people over the palette", () => {
    const id = "0b6f8a64-52c3-4f0e-9d43-1f2a3b4c5d6e";
    expect(userColor(id)).toBe(userColor(id));
    expect(userColor(id)).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set(Array.from({ length: 40 }, (_, index) => userColor(`user-${index}`)));
    expect(colours.size).toBeGreaterThan(4);
  });
});
