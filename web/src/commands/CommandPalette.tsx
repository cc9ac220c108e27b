import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useSnapshot } from "valtio";
import { ComboboxInput } from "../components/ComboboxInput";
import { arrowTarget } from "../components/listboxArrows";
import { loadProjects, projects } from "../stores/projects";
import { commandContext } from "./context";
import { palette, rememberCommand, setPaletteOpen } from "./palette";
import { paletteGroups, type PaletteEntry } from "./paletteEntries";
import { useWorkspaceSearch } from "./useWorkspaceSearch";
import "./CommandPalette.css";

/**
 * The command palette (Ctrl/Cmd+K): type to find a command, a project or a work item, arrows to move,
 * Enter to run, Escape to close. A modal <dialog>, so the page behind is inert and focus comes back to
 * where it was. Mount once in the shell.
 */
export function CommandPalette() {
  const { open } = useSnapshot(palette);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="palette"
      aria-label="Command palette"
      onCancel={(event) => {
        event.preventDefault();
        setPaletteOpen(false);
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) setPaletteOpen(false);
      }}
    >
      {open && <PaletteBody />}
    </dialog>
  );
}

function PaletteBody() {
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const { recentIds } = useSnapshot(palette);
  const { active: projectList, slug: projectsSlug } = useSnapshot(projects);
  const workspaceSlug = commandContext.workspace?.slug ?? null;
  const search = useWorkspaceSearch(workspaceSlug, query);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (workspaceSlug) void loadProjects(workspaceSlug);
  }, [workspaceSlug]);

  const groups = useMemo(
    () =>
      paletteGroups({
        context: commandContext,
        query,
        recentIds,
        projects: projectsSlug === workspaceSlug ? projectList : [],
        found: search.results,
      }),
    [query, recentIds, projectList, projectsSlug, workspaceSlug, search.results],
  );
  const entries = groups.flatMap((group) => group.entries);
  const active = Math.min(activeIndex, Math.max(0, entries.length - 1));

  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [listId, active]);

  const run = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    if (entry.commandId) rememberCommand(entry.commandId);
    setPaletteOpen(false);
    // After the palette has closed and given focus back, so a dialog the command opens keeps its own focus.
    window.setTimeout(entry.run, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = arrowTarget(event.key, active, entries.length);
    if (target !== null) {
      event.preventDefault();
      setActiveIndex(target);
    } else if (event.key === "Enter") {
      event.preventDefault();
      run(entries[active]);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      setPaletteOpen(false);
    }
  };

  // Where each group's options start in the one list the arrows move through.
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.entries.length, 0));
  return (
    <div className="palette__panel">
      <ComboboxInput
        className="palette__input"
        label="Type a command, a project or a work item"
        listId={listId}
        activeId={entries.length > 0 ? optionId(active) : undefined}
        placeholder="Type a command, a project, or a work item key such as WEB-12…"
        value={query}
        onType={(typed) => {
          setQuery(typed);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label="Results" className="palette__list">
        {groups.map((group, groupAt) => (
          <div key={group.section} role="group" aria-label={group.section} className="palette__group">
            <div className="palette__group-title" aria-hidden="true">
              {group.section}
            </div>
            {group.entries.map((entry, entryAt) => {
              const position = (starts[groupAt] ?? 0) + entryAt;
              return (
                <div
                  key={entry.id}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  className="palette__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => position !== active && setActiveIndex(position)}
                  onClick={() => run(entry)}
                >
                  <span className="palette__label">{entry.label}</span>
                  {entry.detail && <span className="palette__detail">{entry.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="palette__status" role="status">
        {statusText(entries.length, search.state, query)}
      </p>
    </div>
  );
}

function statusText(count: number, state: string, query: string): string {
  if (state === "searching") return count > 0 ? `${count} found so far, searching work items…` : "Searching work items…";
  if (state === "error") return "Work items could not be searched: Cairn did not answer. Check your connection and type again.";
  if (count === 0) return query.trim() ? "Nothing matches. Try a project's identifier, a work item key such as WEB-12, or other words." : "No commands here.";
  return `${count} result${count === 1 ? "" : "s"}. Arrows move, Enter runs, Escape closes.`;
}
