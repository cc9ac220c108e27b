import { PageIcon } from "../../components/Icons";
import { emojiOfLogo, type PageLogoProps } from "./pageLogo";

/** The page's emoji, or a drawn document mark when it has none; decorative beside the page's name. */
export function PageLogo({ logo, size = "small" }: { logo: PageLogoProps; size?: "small" | "large" }) {
  const emoji = emojiOfLogo(logo);
  return (
    <span className={`page-logo page-logo--${size}${emoji ? "" : " page-logo--none"}`} aria-hidden="true">
      {emoji ?? <PageIcon size={size === "large" ? 36 : 18} />}
    </span>
  );
}
