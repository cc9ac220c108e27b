import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import type { Label, ProjectMember, State } from "../../http/types";
import { loadMoreWorkItems, workItems } from "../../stores/workItems";
import type { ProjectLookups } from "./useProjectLookups";
import { localToday } from "./workItemDisplay";
import { WorkItemRow } from "./WorkItemRow";

interface Props {
  slug: string;
  projectId: string;
  identifier: string;
  lookups: ProjectLookups;
}

/** Rows have one fixed height, so the virtualiser never measures. */
const ROW_HEIGHT = 44;
/** The next page is asked for this many rows before the end comes into view. */
const PREFETCH_ROWS = 15;

function byId<T extends { id: string }>(list: readonly T[]): Map<string, T> {
  return new Map(list.map((entry) => [entry.id, entry]));
}

/**
 * The project's work items, only the rows in view rendered. Up and Down move between rows, Enter opens
 * one (each row is a link); scrolling near the end loads the next page.
 */
export function WorkItemList({ slug, projectId, identifier, lookups }: Props) {
  const { ids, byId: items, moreState, nextCursor, totalCount } = useSnapshot(workItems);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, so the virtualiser's unmemoisable instance is read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({ count: ids.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  const states = byId<State>(lookups.states);
  const labels = byId<Label>(lookups.labels);
  const members = new Map<string, ProjectMember>(lookups.members.map((entry) => [entry.member.id, entry]));
  const today = localToday();

  useEffect(() => {
    if (nextCursor && moreState === "idle" && lastShown >= ids.length - PREFETCH_ROWS) void loadMoreWorkItems(slug, projectId);
  }, [slug, projectId, nextCursor, moreState, lastShown, ids.length]);

  const focusRow = (index: number) => {
    const find = () => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] .work-item-row`);
    // Overscan keeps the neighbours rendered, so a held arrow key moves at once; a far row appears a frame or two after the scroll.
    const rendered = find();
    if (rendered) {
      rendered.focus();
      return;
    }
    virtualizer.scrollToIndex(index, { align: "auto" });
    const attempt = (tries: number) => {
      const link = find();
      if (link) link.focus();
      else if (tries > 0) requestAnimationFrame(() => attempt(tries - 1));
    };
    requestAnimationFrame(() => attempt(5));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    const index = current ? Number(current.dataset.index) : -1;
    const next = Math.min(ids.length - 1, Math.max(0, index + (event.key === "ArrowDown" ? 1 : -1)));
    event.preventDefault();
    focusRow(next);
  };

  return (
    <div className="work-item-list">
      <div className="work-item-list__head" aria-hidden="true">
        <span>Key</span>
        <span>Name</span>
        <span>State</span>
        <span>Priority</span>
        <span>Assignees</span>
        <span>Labels</span>
        <span>Target date</span>
      </div>
      <div ref={scrollRef} className="work-item-list__scroll" role="list" aria-label="Work items" onKeyDown={onKeyDown}>
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {rows.map((row) => {
            const id = ids[row.index] as string;
            const item = items[id];
            if (!item) return null;
            return (
              <div
                key={id}
                role="listitem"
                data-index={row.index}
                aria-posinset={row.index + 1}
                aria-setsize={Math.max(totalCount, ids.length)}
                className="work-item-list__item"
                style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              >
                <WorkItemRow
                  slug={slug}
                  identifier={identifier}
                  item={item}
                  state={item.state_id ? states.get(item.state_id) : undefined}
                  labels={item.label_ids.flatMap((labelId) => labels.get(labelId) ?? [])}
                  assignees={item.assignee_ids.flatMap((userId) => members.get(userId) ?? [])}
                  today={today}
                />
              </div>
            );
          })}
        </div>
      </div>
      {moreState === "loading" && (
        <p className="muted work-item-list__more" role="status">
          Loading more work items…
        </p>
      )}
      {moreState === "error" && (
        <p className="work-item-list__more" role="alert">
          More work items did not load.{" "}
          <Button variant="link" onClick={() => void loadMoreWorkItems(slug, projectId)}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}
