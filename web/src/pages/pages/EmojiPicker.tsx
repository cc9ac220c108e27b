import { useCallback, type KeyboardEvent } from "react";
import { usePopup } from "../../shell/usePopup";
import { PageLogo } from "./PageLogo";
import type { PageLogoProps } from "./pageLogo";
import { emojiOfLogo, logoOfEmoji, NO_LOGO } from "./pageLogo";

/** A small set that covers what pages are usually about; a full emoji catalogue is not worth its weight here. */
const EMOJIS = ["📄", "📝", "📌", "📎", "📚", "📊", "📈", "🗂️", "🗓️", "✅", "🚀", "🎯", "💡", "🔥", "⭐", "⚠️", "🐛", "🔧", "🧪", "🔒", "🎨", "🧭", "🤝", "💬"];
const COLUMNS = 6;

interface Props {
  logo: PageLogoProps;
  /** Null while the viewer may not change it: the logo is shown, not offered. */
  onChange: ((logo: PageLogoProps) => void) | null;
}

/** The page's logo as a button that opens a grid of emoji (arrow keys move, Enter picks, Escape closes). */
export function EmojiPicker({ logo, onChange }: Props) {
  const focusCurrent = useCallback((panel: HTMLDivElement) => panel.querySelector<HTMLElement>("[aria-pressed='true']") ?? panel.querySelector<HTMLElement>("button"), []);
  const { open, setOpen, close, buttonRef, panelRef, panelId } = usePopup(focusCurrent);
  if (!onChange) return <PageLogo logo={logo} size="large" />;
  const current = emojiOfLogo(logo);

  const pick = (next: PageLogoProps) => {
    close(true);
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(panelRef.current?.querySelectorAll<HTMLButtonElement>(".emoji-picker__emoji") ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    if (event.key === "Escape") close(true);
    else if (event.key in step && index >= 0) buttons[Math.min(buttons.length - 1, Math.max(0, index + (step[event.key] ?? 0)))]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div className="emoji-picker">
      <button
        ref={buttonRef}
        type="button"
        className="emoji-picker__button"
        aria-label={current ? `Page logo ${current}: change it` : "Add a page logo"}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <PageLogo logo={logo} size="large" />
      </button>
      {open && (
        <div ref={panelRef} id={panelId} role="dialog" aria-label="Choose a page logo" className="emoji-picker__panel" onKeyDown={onKeyDown}>
          <div className="emoji-picker__grid">
            {EMOJIS.map((emoji) => (
              <button key={emoji} type="button" className="emoji-picker__emoji" aria-label={emoji} aria-pressed={emoji === current} onClick={() => pick(logoOfEmoji(emoji))}>
                {emoji}
              </button>
            ))}
          </div>
          {current && (
            <button type="button" className="emoji-picker__remove" onClick={() => pick(NO_LOGO)}>
              Remove logo
            </button>
          )}
        </div>
      )}
    </div>
  );
}
