import { describe, expect, it } from "vitest";
import { initials } from "../../web/src/shell/initials.js";

describe("initials", () => {
  it("keeps a leading emoji whole rather than half of its surrogate pair", () => {
    expect(initials("🚀 Rocket Lab", 1)).toBe("🚀");
    expect(initials("🚀 Rocket Lab", 2)).toBe("🚀R");
  });

  it("keeps flags, joined emoji and combining accents as one character", () => {
    expect(initials("🇫🇷 Paris", 1)).toBe("🇫🇷");
    expect(initials("👩‍🚀 crew", 1)).toBe("👩‍🚀");
    expect(initials("e\u0301cole normale", 2)).toBe("E\u0301N");
  });

  it("takes one letter per word, upper-cased, from names and addresses", () => {
    expect(initials("ada lovelace", 2)).toBe("AL");
    expect(initials("grace.hopper@example.com", 2)).toBe("GH");
    expect(initials("  acme rockets", 1)).toBe("A");
  });

  it("stands in a question mark for a name with no words", () => {
    expect(initials("", 2)).toBe("?");
    expect(initials(" - ", 1)).toBe("?");
  });
});
