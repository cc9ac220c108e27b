import { useSnapshot } from "valtio";
import { commandById } from "../commands/registry";
import { commandContext } from "../commands/context";
import { session } from "../stores/session";
import { Avatar } from "./Avatar";
import { useMenu } from "./useMenu";
import "./MenuItem.css";

const MENU_COMMANDS = ["go.profile", "help.shortcuts", "account.signOut"] as const;

/** The signed-in person's menu (WAI-ARIA menu button): arrow keys move, Escape closes. */
export function UserMenu() {
  const { user } = useSnapshot(session);
  const { open, close, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();

  if (!user) return null;
  const name = user.display_name || user.email;

  return (
    <div className="user-menu">
      <button {...buttonProps} className="user-menu__button">
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
                className="menu-item user-menu__item"
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
