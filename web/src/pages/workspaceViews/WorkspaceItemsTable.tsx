import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useSnapshot, type Snapshot } from "valtio";
import { DEFAULT_DISPLAY_PROPERTIES } from "../../../../api/contract/workItemDisplay";
import { workItemKey } from "../../../../api/contract/workItems";
import { Button } from "../../components/Button";
import type { WorkItem } from "../../http/types";
import { loadMembers, members } from "../../stores/members";
import type { PagedList } from "../../stores/pagedList";
import { loadProjects, projects } from "../../stores/projects";
import { workItemCache } from "../../stores/workItemCache";
import { loadWorkspaceLookups, workspaceLookups } from "../../stores/workspaceWorkItems";
import { ListStatus } from "../workItems/layouts/ListStatus";
import { visibleColumns } from "../workItems/layouts/spreadsheet/columns";
import { SpreadsheetTable } from "../workItems/layouts/spreadsheet/SpreadsheetTable";

/** The table's columns never change, so its memoised rows keep them while scrolling. */
const COLUMNS = visibleColumns(DEFAULT_DISPLAY_PROPERTIES);

interface Props {
  slug: string;
  /** Items of many projects, newest first, whose rows are read from the work item cache. */
  list: Snapshot<PagedList>;
  /** Whether the store holds this table's list yet; until then it holds another's. */
  current: boolean;
  onRetry: () => void;
  /** Asks for the next page; called as the table scrolls near its end while one is left. */
  onMore: () => void;
  /** Shown instead of the table when nothing matched. */
  empty: ReactNode;
}

/**
 * Work items across the workspace's projects as a read-only spreadsheet (SPEC.md section 4, global
 * views): the workspace views and a member's profile lists. Editing happens on the item's own page,
 * where the states offered are its project's; a row opens it.
 */
export function WorkspaceItemsTable({ slug, list, current, onRetry, onMore, empty }: Props) {
  const lookups = useSnapshot(workspaceLookups);
  const { active } = useSnapshot(projects);
  const people = useSnapshot(members);
  const [, navigate] = useLocation();

  useEffect(() => {
    void loadWorkspaceLookups(slug);
    void loadProjects(slug);
    void loadMembers(slug);
  }, [slug]);

  const identifiers = useMemo(() => new Map(active.map((project) => [project.id, project.identifier])), [active]);
  const identifierOf = useCallback((item: Snapshot<WorkItem>) => identifiers.get(item.project_id) ?? "…", [identifiers]);
  // Kept while their sources are unchanged, so the table's memoised lookups and row count do not redo their work every render.
  const ids = useMemo(() => list.items.map((item) => item.id), [list.items]);
  const tableLookups = useMemo(
    () => ({ states: lookups.lists.states, labels: lookups.lists.labels, members: people.members.map((entry) => ({ ...entry, created_at: entry.joining_date })) }),
    [lookups.lists, people.members],
  );
  const { nextCursor, moreState } = list;
  const onNearEnd = useCallback(() => {
    if (nextCursor && moreState === "idle") onMore();
  }, [nextCursor, moreState, onMore]);
  // Read when a row is opened, not rendered from: a snapshot of the whole cache would draw every row again on each page.
  const keyOf = (id: string) => {
    const item = workItemCache.byId[id];
    return item ? workItemKey(identifiers.get(item.project_id) ?? "…", item.sequence_id) : null;
  };

  return (
    <ListStatus current={current} state={list.state} onRetry={onRetry}>
      {ids.length === 0 ? (
        empty
      ) : (
        <>
          <p className="muted">
            {list.totalCount} work item{list.totalCount === 1 ? "" : "s"}, newest first
          </p>
          <SpreadsheetTable
            ids={ids}
            total={list.totalCount}
            identifierOf={identifierOf}
            lookups={tableLookups}
            columns={COLUMNS}
            showKey
            orderBy="-created_at"
            canEdit={false}
            onOpen={(id) => {
              const key = keyOf(id);
              if (key) navigate(`~/${slug}/browse/${key}/`);
            }}
            onEdit={() => undefined}
            onNearEnd={onNearEnd}
          />
          {moreState === "error" && (
            <p role="alert">
              More work items did not load.{" "}
              <Button variant="link" onClick={onMore}>
                Try again
              </Button>
            </p>
          )}
        </>
      )}
    </ListStatus>
  );
}
