import { describe, expect, it } from "vitest";
import { withoutReaction } from "../../web/src/stores/reactions.js";

describe("a reaction removed elsewhere", () => {
  const shown = [
    { id: "r1", reaction: "👍", actor: "u1" },
    { id: "temp-🎉", reaction: "🎉", actor: "u2" },
    { id: "r3", reaction: "🎉", actor: "u1" },
  ];

  it("leaves by its id", () => {
    expect(withoutReaction(shown, { id: "r1", reaction: "👍", actor: "u1" }).map((entry) => entry.id)).toEqual(["temp-🎉", "r3"]);
  });

  it("leaves by emoji and actor while this tab still shows it under a temporary id", () => {
    expect(withoutReaction(shown, { id: "r2", reaction: "🎉", actor: "u2" }).map((entry) => entry.id)).toEqual(["r1", "r3"]);
  });
});
