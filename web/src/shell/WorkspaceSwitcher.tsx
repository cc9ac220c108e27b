import { useEffect } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { loadMyWorkspaces, workspaces } from "../stores/workspaces";
import { useMenu } from "./useMenu";
import "./MenuItem.css";
import { WorkspaceLogo } from "./WorkspaceLogo";
import "../pages/workspace/Workspace.css";

/** The sidebar header's menu button (WAI-ARIA menu): my workspaces, then "Create workspace". */
export function WorkspaceSwitcher() {
  const { list, listState, current } = useSnapshot(workspaces);
  const { open, close, menuRef, menuId, buttonProps, onMenuKeyDown } = useMenu();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (listState === "idle") loadMyWorkspaces().catch(() => undefined);
  }, [listState]);

  const go = (path: string) => {
    close(false);
    navigate(path);
  };

  const name = current?.name ?? "Workspaces";
  return (
    <div className="workspace-switcher">
      <button {...buttonProps} className="workspace-switcher__button">
        <WorkspaceLogo name={name} url={current?.logo_url} />
        <span className="workspace-switcher__name">{name}</span>
        <span className="visually-hidden">, switch workspace</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} className="workspace-switcher__popover" role="menu" aria-label="Workspaces" onKeyDown={onMenuKeyDown}>
          {listState === "loading" && <p className="muted">Loading workspaces…</p>}
          {listState === "error" && <p className="muted">Could not load your workspaces.</p>}
          {list.map((workspace) => (
            <button
              key={workspace.id}
              type="button"
              role="menuitemradio"
              aria-checked={workspace.slug === current?.slug}
              tabIndex={-1}
              className="menu-item workspace-switcher__item"
              onClick={() => go(`~/${workspace.slug}/`)}
            >
              <WorkspaceLogo name={workspace.name} url={workspace.logo_url} />
              {workspace.name}
            </button>
          ))}
          <div className="workspace-switcher__separator" role="separator" />
          <button type="button" role="menuitem" tabIndex={-1} className="menu-item workspace-switcher__item" onClick={() => go("~/create-workspace/")}>
            <span aria-hidden="true">+</span> Create workspace
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className="menu-item workspace-switcher__item" onClick={() => go("~/invitations/")}>
            Invitations
          </button>
        </div>
      )}
    </div>
  );
}
