import { describe, expect, it } from "vitest";
import { applyTheme, resolveTheme } from "../../web/src/theme/applyTheme.js";
import { contrastRatio, mix, mostReadable, parseHex } from "../../web/src/theme/color.js";
import { customColorsOf, customTheme, customThemeVariables, DEFAULT_CUSTOM_COLORS, DEFAULT_DARK_CUSTOM_COLORS } from "../../web/src/theme/customTheme.js";

function fakeRoot() {
  const properties = new Map<string, string>();
  const root = {
    dataset: {} as Record<string, string>,
    style: {
      setProperty: (name: string, value: string) => properties.set(name, value),
      removeProperty: (name: string) => properties.delete(name),
    },
  };
  return { root: root as unknown as HTMLElement, dataset: root.dataset, properties };
}

describe("colour arithmetic", () => {
  it("parses hex and refuses anything else", () => {
    expect(parseHex("#3a67e0")).toEqual({ r: 0x3a, g: 0x67, b: 0xe0 });
    expect(parseHex("3a67e0")).toBeNull();
    expect(parseHex("#fff")).toBeNull();
  });

  it("mixes and measures contrast as WCAG does", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    expect(mostReadable("#111111", ["#000000", "#ffffff"])).toBe("#ffffff");
  });
});

describe("built-in palettes", () => {
  it("keep body text and muted text readable (4.5:1) in every default custom palette", () => {
    for (const colors of [DEFAULT_CUSTOM_COLORS, DEFAULT_DARK_CUSTOM_COLORS]) {
      const vars = customThemeVariables(colors);
      expect(contrastRatio(vars["--color-text"]!, vars["--color-bg"]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars["--color-text-muted"]!, vars["--color-bg"]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars["--color-primary-text"]!, vars["--color-primary"]!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("custom themes", () => {
  it("round-trips the colours through the profile's theme object, with Plane's palette string", () => {
    const theme = customTheme({ ...DEFAULT_CUSTOM_COLORS, primary: "#aa0000" });
    expect(theme).toMatchObject({ theme: "custom", primary: "#aa0000", darkPalette: false });
    expect(theme.palette?.split(",")).toHaveLength(5);
    expect(customColorsOf(theme)).toEqual({ ...DEFAULT_CUSTOM_COLORS, primary: "#aa0000" });
  });

  it("falls back to defaults for missing or malformed colours", () => {
    expect(customColorsOf({ theme: "custom", primary: "red", darkPalette: true })).toEqual(DEFAULT_DARK_CUSTOM_COLORS);
  });

  it("derives a readable text colour for the primary button", () => {
    expect(customThemeVariables({ ...DEFAULT_CUSTOM_COLORS, primary: "#ffe14d" })["--color-primary-text"]).not.toBe("#ffffff");
    expect(customThemeVariables({ ...DEFAULT_CUSTOM_COLORS, primary: "#1d2b6b" })["--color-primary-text"]).toBe("#ffffff");
  });
});

describe("applyTheme", () => {
  it("resolves system to light or dark", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("dark-contrast", false)).toBe("dark-contrast");
  });

  it("sets data-theme, and inline variables only for a custom theme", () => {
    const { root, dataset, properties } = fakeRoot();
    applyTheme(customTheme({ ...DEFAULT_CUSTOM_COLORS, background: "#fafafa" }), false, root);
    expect(dataset.theme).toBe("custom");
    expect(properties.get("--color-bg")).toBe("#fafafa");

    applyTheme({ theme: "system" }, true, root);
    expect(dataset.theme).toBe("dark");
    expect(dataset.themePreference).toBe("system");
    expect(properties.size).toBe(0);
  });
});
