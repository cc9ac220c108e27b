import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { loadMyWorkspaces, workspaces } from "../stores/workspaces";
import { WorkspaceLogo } from "./WorkspaceLogo";
import "../pages/workspace/Workspace.css";

/** The sidebar header's menu button (WAI-ARIA menu): my workspaces, then "Create workspace". */
export function WorkspaceSwitcher() {
  const { list, listState, current } = useSnapshot(workspaces);
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (listState === "idle") loadMyWorkspaces().catch(() => undefined);
  }, [listState]);

  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>("[role^='menuitem']");
    const checked = menuRef.current?.querySelector<HTMLElement>("[aria-checked='true']");
    (checked ?? items?.[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role^='menuitem']") ?? [])];
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

  const name = current?.name ?? "Workspaces";
  return (
    <div className="workspace-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="workspace-switcher__button"
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
              className="workspace-switcher__item"
              onClick={() => go(`~/${workspace.slug}/`)}
            >
              <WorkspaceLogo name={workspace.name} url={workspace.logo_url} />
              {workspace.name}
            </button>
          ))}
          <div className="workspace-switcher__separator" role="separator" />
          <button type="button" role="menuitem" tabIndex={-1} className="workspace-switcher__item" onClick={() => go("~/create-workspace/")}>
            <span aria-hidden="true">+</span> Create workspace
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className="workspace-switcher__item" onClick={() => go("~/invitations/")}>
            Invitations
          </button>
        </div>
      )}
    </div>
  );
}
