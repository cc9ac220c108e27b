import { useState } from "react";
import { PAGE_ACCESS } from "../../../../api/contract/pages";
import type { Snapshot } from "valtio";
import type { PageShape } from "../../../../api/contract/pageShapes";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { RoleValue } from "../../http/types";
import { archivePage, deletePage, duplicatePage, movePage, restorePage, setPageAccess, setPageFavorite, setPageLocked, type PageTarget } from "../../stores/pageActions";
import { loadProjects } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { ProjectRowMenu, type RowMenuItem } from "../projects/ProjectRowMenu";
import { MovePageDialog } from "./MovePageDialog";
import type { PageAbilities } from "./pageAbilities";
import { runPageAction } from "./pageActionRunner";
import { pageTitle } from "./pageTitle";

interface Props {
  page: Snapshot<PageShape>;
  target: PageTarget;
  abilities: PageAbilities;
  workspaceRole: RoleValue;
  /** The page's address inside the app ("~/slug/projects/…/pages/id"), for Open and Copy link. */
  href: string;
  /** Offered in a list, where the page is not open yet. */
  onOpen?: () => void;
  /** The page left this project or was deleted: a page screen goes back to the list. */
  onGone?: () => void;
}

/** Every action on one page the viewer may take (SPEC.md sections 4 and 6), for the list's rows and the page itself. */
export function PageActionsMenu({ page, target, abilities, workspaceRole, href, onOpen, onGone }: Props) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [moving, setMoving] = useState(false);
  const name = pageTitle(page.name);
  const archived = page.archived_at !== null;
  const isPublic = page.access === PAGE_ACCESS.PUBLIC;

  const copyLink = () => {
    const url = `${window.location.origin}${href.replace(/^~/, "")}`;
    void navigator.clipboard.writeText(url).then(
      () => showToast({ tone: "success", title: "Link copied", message: `Anyone in this project who may see “${name}” can open it with this link.` }),
      () => showToast({ tone: "danger", title: "Link not copied", message: `Your browser did not allow copying. The link is ${url}` }),
    );
  };

  const items: RowMenuItem[] = [
    ...(onOpen ? [{ label: "Open", perform: onOpen }] : []),
    { label: "Copy link", perform: copyLink },
    ...(abilities.favorite && !archived
      ? [
          {
            label: page.is_favorite ? "Remove from favorites" : "Add to favorites",
            perform: () => void runPageAction(() => setPageFavorite(target, !page.is_favorite), { action: "change your favorites", failed: "Favorites not changed" }),
          },
        ]
      : []),
    ...(abilities.manage && !archived
      ? [
          {
            label: isPublic ? "Make private" : "Make public",
            perform: () =>
              void runPageAction(() => setPageAccess(target, isPublic ? PAGE_ACCESS.PRIVATE : PAGE_ACCESS.PUBLIC), {
                action: "change who can see the page",
                failed: "Access not changed",
                done: { title: isPublic ? `“${name}” is private` : `“${name}” is public`, message: isPublic ? "Only you can see it now." : "Everyone in the project can see it now." },
              }),
          },
          {
            label: page.is_locked ? "Unlock" : "Lock",
            perform: () => void runPageAction(() => setPageLocked(target, !page.is_locked), { action: page.is_locked ? "unlock the page" : "lock the page", failed: page.is_locked ? "Page not unlocked" : "Page not locked" }),
          },
        ]
      : []),
    ...(abilities.duplicate && !archived
      ? [
          {
            label: "Duplicate",
            perform: () =>
              void runPageAction(() => duplicatePage(target), { action: "duplicate the page", failed: "Page not duplicated", done: { title: `Duplicated “${name}”`, message: "The copy is in the list, named after the original." } }),
          },
        ]
      : []),
    ...(abilities.manage && !archived
      ? [
          {
            label: "Move to project…",
            perform: () => {
              void loadProjects(target.slug);
              setMoving(true);
            },
          },
          {
            label: "Archive",
            perform: () =>
              void runPageAction(() => archivePage(target), {
                action: "archive the page",
                failed: "Page not archived",
                done: { title: `Archived “${name}”`, message: "It is read-only now, under the Archived tab.", action: { label: "Restore", perform: () => void restorePage(target) } },
              }),
          },
        ]
      : []),
    ...(abilities.manage && archived
      ? [
          {
            label: "Restore",
            perform: () => void runPageAction(() => restorePage(target), { action: "restore the page", failed: "Page not restored", done: { title: `Restored “${name}”`, message: "It can be edited again." } }),
          },
          { label: "Delete…", perform: () => setConfirmDelete(true) },
        ]
      : []),
  ];

  return (
    <>
      <ProjectRowMenu projectName={name} items={items} />
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete “${name}”?`}
        description="The page, its content and its versions are deleted for everyone. This cannot be undone."
        confirmLabel="Delete page"
        action="delete the page"
        onConfirm={async () => {
          await deletePage(target);
          showToast({ tone: "success", title: `Deleted “${name}”` });
          onGone?.();
        }}
      />
      <MovePageDialog
        open={moving}
        onClose={() => setMoving(false)}
        pageName={page.name}
        projectId={target.projectId}
        workspaceRole={workspaceRole}
        onMove={async (projectId, projectName) => {
          await movePage(target, projectId);
          showToast({
            tone: "success",
            title: `Moved “${name}” to ${projectName}`,
            action: { label: "Open it", href: `/${target.slug}/projects/${projectId}/pages/${target.pageId}` },
          });
          onGone?.();
        }}
      />
    </>
  );
}
