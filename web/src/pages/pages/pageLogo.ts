/**
 * A page's logo as Plane stores it in logo_props: `{ in_use: "emoji", emoji: { value } }`, the value being
 * the emoji's code points in decimal joined by "-" ("128196" for 📄), so Plane's clients show the same one.
 */

export type PageLogoProps = Record<string, unknown>;

/** The emoji a page shows, or null when it has none (or one Cairn does not draw, such as Plane's icons). */
export function emojiOfLogo(logo: PageLogoProps): string | null {
  if (logo.in_use !== "emoji") return null;
  const value = (logo.emoji as { value?: unknown } | undefined)?.value;
  if (typeof value !== "string" || !/^\d+(-\d+)*$/.test(value)) return null;
  try {
    return String.fromCodePoint(...value.split("-").map(Number));
  } catch {
    return null;
  }
}

export function logoOfEmoji(emoji: string): PageLogoProps {
  const value = [...emoji].map((char) => char.codePointAt(0)).join("-");
  return { in_use: "emoji", emoji: { value } };
}

/** No logo: Plane's clients read an empty object as "none". */
export const NO_LOGO: PageLogoProps = {};
