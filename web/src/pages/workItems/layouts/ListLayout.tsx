import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent } from "react";
import type { Snapshot } from "valtio";
import type { GroupBy } from "../../../../../api/contract/workItemDisplay";
import { Button } from "../../../components/Button";
import { loadMoreInGroup, loadMoreWorkItems, type ListGroup } from "../../../stores/workItemList";
import { keyColumnWidth } from "../listColumns";
import { QuickAdd } from "../QuickAdd";
import { localToday } from "../workItemDisplay";
import { collapsedGroups } from "./collapsedGroups";
import { focusVirtualRow } from "./focusVirtualRow";
import { GroupHeader } from "./GroupHeader";
import type { LayoutProps } from "./layoutProps";
import { ListStatus } from "./ListStatus";
import { ListItem } from "./ListItem";
import { lookupMaps } from "./lookupMaps";
import { LoadMoreStatus } from "./LoadMoreStatus";
import { NoWorkItems } from "./NoWorkItems";
import { useKeyboardRows } from "./useKeyboardRows";
import { useListQuery } from "./useListQuery";
import { useListSnapshot } from "./useListSnapshot";

/** SPEC.md section 9 pages drafts by 50; the list does the same (per group when grouped). */
const PER_PAGE = 50;
/** Rows and headers have fixed heights, so the virtualiser never measures. */
const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;
/** The next page is asked for this many rows before the end comes into view. */
const PREFETCH_ROWS = 15;

type Entry = { kind: "item"; id: string } | { kind: "group"; group: Snapshot<ListGroup> } | { kind: "more"; group: Snapshot<ListGroup> };

/** The list's rows in order: ungrouped, or each group's header, its loaded rows (unless collapsed) and a "show more". */
function entriesOf(ids: readonly string[], groups: readonly Snapshot<ListGroup>[] | null, collapsed: ReadonlySet<string>): Entry[] {
  if (!groups) return ids.map((id) => ({ kind: "item", id }));
  return groups.flatMap((group): Entry[] => [
    { kind: "group", group },
    ...(collapsed.has(group.key) ? [] : group.ids.map((id): Entry => ({ kind: "item", id }))),
    ...(!collapsed.has(group.key) && group.total > group.ids.length ? [{ kind: "more", group } as const] : []),
  ]);
}

/**
 * The list layout: the project's work items as rows, grouped when the display settings say so, only
 * the rows in view rendered. Up and Down move between rows, Enter opens one in the peek; scrolling near
 * the end loads the next page of every group.
 */
export function ListLayout({ slug, project, lookups, settings, canEdit, onOpen }: LayoutProps) {
  const display = settings.display_filters;
  const groupBy: GroupBy | null = display.group_by;
  const { list, current, reload } = useListQuery(slug, project.id, settings, { groupBy, perPage: PER_PAGE });
  const { ids, groups: allGroups } = useListSnapshot();
  const { collapsed, toggle: toggleGroup } = collapsedGroups(slug, project.id, settings, "group_by");
  const folded = settings.display_filters.kanban_filters.group_by;
  // Built again only when rows arrive or groups fold, not on every scrolled frame: it walks every loaded id.
  const groups = groupBy ? allGroups : null;
  const entries = useMemo(() => entriesOf(ids, groups, new Set(folded)), [ids, groups, folded]);
  const order = useMemo(() => entries.flatMap((entry) => (entry.kind === "item" ? [entry.id] : [])), [entries]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, so the virtualiser's unmemoisable instance is read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (entries[index]?.kind === "item" ? ROW_HEIGHT : HEADER_HEIGHT),
    overscan: 8,
    // Scroll events render in React's own time, several to a frame, rather than one forced render each.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  const { states: stateList, labels: labelList, members: memberList } = lookups;
  // Stable between renders, so the memoised rows see the same props while the list scrolls.
  const maps = useMemo(() => lookupMaps({ states: stateList, labels: labelList, members: memberList }), [stateList, labelList, memberList]);
  const today = localToday();
  const { nextCursor, moreState } = list;

  useEffect(() => {
    if (current && nextCursor && moreState === "idle" && lastShown >= entries.length - PREFETCH_ROWS) void loadMoreWorkItems(slug, project.id);
  }, [slug, project.id, current, nextCursor, moreState, lastShown, entries.length]);

  // A grouped list pages each group on its own: a group whose "show more" row comes near the view loads its next page.
  const groupsDue = rows
    .flatMap((row) => {
      const entry = entries[row.index];
      return entry?.kind === "more" && entry.group.nextCursor && entry.group.moreState === "idle" ? [entry.group.key] : [];
    })
    .join("\n");
  useEffect(() => {
    if (!current || !groupsDue) return;
    for (const key of groupsDue.split("\n")) void loadMoreInGroup(slug, project.id, { group: key, sub: null });
  }, [slug, project.id, current, groupsDue]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const here = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    const step = event.key === "ArrowDown" ? 1 : -1;
    let index = here ? Number(here.dataset.index) : -1;
    // Group headers and "show more" rows are skipped: the arrows move between work items.
    do index += step;
    while (index >= 0 && index < entries.length && entries[index]?.kind !== "item");
    event.preventDefault();
    if (index >= 0 && index < entries.length) focusVirtualRow(scrollRef.current, virtualizer, index, ".work-item-row");
  };

  const rowProps = useKeyboardRows(
    order,
    (id) => focusVirtualRow(scrollRef.current, virtualizer, entries.findIndex((entry) => entry.kind === "item" && entry.id === id), ".work-item-row"),
    { selectable: true },
  );
  const defaultStateId = lookups.states.find((entry) => entry.default)?.id ?? null;
  const itemCount = groups ? groups.reduce((sum, group) => sum + group.ids.length, 0) : ids.length;

  return (
    <ListStatus current={current} state={list.state} onRetry={reload}>
      {itemCount === 0 && list.totalCount === 0 && !(groupBy && display.show_empty_groups) ? (
        <NoWorkItems slug={slug} projectId={project.id} filters={settings.filters} canEdit={canEdit} />
      ) : (
        <div className="work-item-list" style={{ "--work-item-key-width": keyColumnWidth(project.identifier) } as CSSProperties}>
          <div ref={scrollRef} className="work-item-list__scroll" role="list" aria-label="Work items" onKeyDown={onKeyDown}>
            <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {rows.map((row) => {
                const entry = entries[row.index];
                if (!entry) return null;
                const style = { height: row.size, transform: `translateY(${row.start}px)` };
                if (entry.kind === "group" && groupBy) {
                  return (
                    <div key={`group:${entry.group.key}`} data-index={row.index} className="work-item-list__item" style={style}>
                      <GroupHeader groupBy={groupBy} group={entry.group} lookups={lookups} collapsed={collapsed.has(entry.group.key)} onToggle={() => toggleGroup(entry.group.key)} />
                    </div>
                  );
                }
                if (entry.kind === "more") {
                  return (
                    <div key={`more:${entry.group.key}`} data-index={row.index} className="work-item-list__item work-item-list__group-more" style={style}>
                      <Button
                        variant="link"
                        disabled={entry.group.moreState === "loading" || !entry.group.nextCursor}
                        onClick={() => void loadMoreInGroup(slug, project.id, { group: entry.group.key, sub: null })}
                      >
                        {entry.group.moreState === "loading"
                          ? "Loading…"
                          : entry.group.moreState === "error"
                            ? "More did not load. Try again"
                            : `Show more (${entry.group.total - entry.group.ids.length} not shown)`}
                      </Button>
                    </div>
                  );
                }
                if (entry.kind !== "item") return null;
                return (
                  <ListItem
                    key={entry.id}
                    index={row.index}
                    start={row.start}
                    height={row.size}
                    slug={slug}
                    identifier={project.identifier}
                    id={entry.id}
                    lookups={maps}
                    today={today}
                    properties={settings.display_properties}
                    canEdit={canEdit}
                    rowProps={rowProps(entry.id)}
                    onOpen={onOpen}
                  />
                );
              })}
            </div>
          </div>
          <LoadMoreStatus moreState={moreState} onRetry={() => void loadMoreWorkItems(slug, project.id)} />
        </div>
      )}
      {canEdit && <QuickAdd slug={slug} projectId={project.id} identifier={project.identifier} defaults={defaultStateId ? { state_id: defaultStateId } : {}} />}
    </ListStatus>
  );
}
