import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import type { PageDetailShape } from "../../../../api/contract/pageShapes";
import { effectiveProjectRole } from "../../../../api/contract/projectRoles";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { restorePage, setPageLocked } from "../../stores/pageActions";
import { loadProjectMembers, projectMembers } from "../../stores/projectMembers";
import { session } from "../../stores/session";
import { FavoriteButton } from "./FavoriteButton";
import { PageActionsMenu } from "./PageActionsMenu";
import { pageAbilities, pageReadOnlyReason } from "./pageAbilities";
import { runPageAction } from "./pageActionRunner";
import { PageDocument } from "./PageDocument";
import { PageReadOnlyNotice } from "./PageReadOnlyNotice";
import { pageTitle } from "./pageTitle";
import { PageTitleRow } from "./PageTitleRow";
import { PageVersionsPanel } from "./PageVersionsPanel";

interface Props {
  slug: string;
  project: Project;
  page: PageDetailShape;
  workspaceRole: RoleValue;
}

/** One page: breadcrumb and actions, the logo and title, why it is read-only if it is, the live document, its versions. */
export function PageView({ slug, project, page, workspaceRole }: Props) {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const members = useSnapshot(projectMembers);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const userId = user?.id ?? "";
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const abilities = pageAbilities(role, page, userId);
  const readOnlyReason = pageReadOnlyReason(role, page, userId);
  const target = useMemo(() => ({ slug, projectId: project.id, pageId: page.id }), [slug, project.id, page.id]);
  const listHref = `~/${slug}/projects/${project.id}/pages/`;
  useDocumentTitle(`${pageTitle(page.name)} · Pages`);

  useEffect(() => {
    void loadProjectMembers(slug, project.id);
  }, [slug, project.id]);
  const people = useMemo(() => (members.projectId === project.id ? members.members.map((entry) => entry.member) : []), [members.projectId, members.members, project.id]);
  const peopleById = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);
  const mentionable = useMemo(() => people.map((person) => ({ id: person.id, name: person.display_name })), [people]);

  const fix = !abilities.manage
    ? undefined
    : page.archived_at !== null
      ? { label: "Restore", perform: () => void runPageAction(() => restorePage(target), { action: "restore the page", failed: "Page not restored" }) }
      : page.is_locked
        ? { label: "Unlock", perform: () => void runPageAction(() => setPageLocked(target, false), { action: "unlock the page", failed: "Page not unlocked" }) }
        : undefined;

  return (
    <div className={versionsOpen ? "page-view page-view--with-versions" : "page-view"}>
      <article className="page-view__main" aria-label={pageTitle(page.name)}>
        <header className="page-view__header">
          <nav aria-label="Breadcrumb" className="page-view__crumbs">
            <Link href={`~/${slug}/projects/${project.id}/issues/`}>{project.name}</Link>
            <span aria-hidden="true">/</span>
            <Link href={page.archived_at ? `${listHref}?tab=archived` : listHref}>Pages</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{pageTitle(page.name)}</span>
          </nav>
          <div className="page-view__actions">
            {abilities.favorite && page.archived_at === null && <FavoriteButton page={page} target={target} />}
            <button type="button" className="btn btn--secondary" aria-expanded={versionsOpen} onClick={() => setVersionsOpen((open) => !open)}>
              <span className="btn__label">Versions</span>
            </button>
            <PageActionsMenu page={page} target={target} abilities={abilities} workspaceRole={workspaceRole} href={`${listHref}${page.id}`} onGone={() => navigate(listHref)} />
          </div>
        </header>
        <PageTitleRow key={page.id} page={page} target={target} editable={abilities.edit} />
        {readOnlyReason && <PageReadOnlyNotice reason={readOnlyReason} fix={fix} />}
        {/* Keyed on read-only: the server decides a document's access when it opens, so a lock or restore opens it again. */}
        <PageDocument key={`${page.id}:${readOnlyReason ?? ""}`} slug={slug} projectId={project.id} pageId={page.id} html={page.description_html} readOnlyReason={readOnlyReason} people={mentionable} />
      </article>
      {versionsOpen && (
        <PageVersionsPanel target={target} people={peopleById} canRestore={abilities.edit} onClose={() => setVersionsOpen(false)} />
      )}
    </div>
  );
}
