import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useSnapshot } from "valtio";
import { commandById } from "../commands/registry";
import { commandContext } from "../commands/useCommandShortcuts";
import { session } from "../stores/session";
import { Avatar } from "./Avatar";

const MENU_COMMANDS = ["go.profile", "help.shortcuts", "account.signOut"] as const;

/** The signed-in person's menu (WAI-ARIA menu button): arrow keys move, Escape closes. */
export function UserMenu() {
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  if (!user) return null;
  const name = user.display_name || user.email;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") focusAt(index + 1);
    else if (event.key === "ArrowUp") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(items.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar name={name} url={user.avatar_url} />
        <span className="user-menu__name">{name}</span>
        <span className="visually-hidden">, account menu</span>
      </button>
      {open && (
        <div ref={menuRef} className="user-menu__popover">
          <p className="user-menu__who">
            Signed in as <strong>{user.email}</strong>
          </p>
          <div id={menuId} className="user-menu__list" role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          {MENU_COMMANDS.map((id) => {
            const command = commandById(id);
            return (
              <button
                key={id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                onClick={() => {
                  close(id !== "go.profile");
                  command.perform(commandContext);
                }}
              >
                {command.label}
                {command.shortcut && <kbd className="user-menu__shortcut">{command.shortcut}</kbd>}
              </button>
            );
          })}
          </div>
        </div>
      )}
    </div>
  );
}
