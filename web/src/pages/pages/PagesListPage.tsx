import { useEffect, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useSnapshot } from "valtio";
import { canCreatePage, PAGE_ACCESS, PAGE_TABS, type PageTab } from "../../../../api/contract/pages";
import { effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { TextField } from "../../components/TextField";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { loadPages, loadPagesSummary, pagesList } from "../../stores/pages";
import { loadProjectMembers, projectMembers } from "../../stores/projectMembers";
import { session } from "../../stores/session";
import { NewPageButton } from "./NewPageButton";
import { PagesListBody } from "./PagesListBody";
import { PageSortMenu } from "./PageSortMenu";
import { PAGES_PANEL_ID, pageTabId, PageTabs } from "./PageTabs";
import { useDebouncedValue } from "./useDebouncedValue";
import "./Pages.css";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
}

/** The search is asked for once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

const tabOf = (search: string): PageTab => {
  const asked = new URLSearchParams(search).get("tab");
  return PAGE_TABS.find((tab) => tab === asked) ?? "public";
};

/** /{slug}/projects/{id}/pages/: the project's pages by tab (in the address, so Back and links keep it), searchable and sortable. */
export function PagesListPage({ slug, project, workspaceRole }: Props) {
  const [, navigate] = useLocation();
  const tab = tabOf(useSearch());
  const list = useSnapshot(pagesList);
  const { user } = useSnapshot(session);
  const members = useSnapshot(projectMembers);
  const [search, setSearch] = useState(list.projectId === project.id ? list.query.search : "");
  const searched = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const [orderBy, setOrderBy] = useState(list.projectId === project.id ? list.query.orderBy : pagesList.query.orderBy);
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const canCreate = canCreatePage(role);
  useDocumentTitle(`Pages · ${project.name}`);

  useEffect(() => {
    void loadPages(slug, project.id, { tab, search: searched, orderBy });
  }, [slug, project.id, tab, searched, orderBy]);
  useEffect(() => {
    void loadPagesSummary(slug, project.id);
    void loadProjectMembers(slug, project.id);
  }, [slug, project.id]);

  const owners = useMemo(() => new Map(members.projectId === project.id ? members.members.map((entry) => [entry.member.id, entry.member]) : []), [members.projectId, members.members, project.id]);
  const current = list.projectId === project.id && list.query.tab === tab;

  return (
    <section className="pages-page" aria-labelledby="pages-title">
      <header className="pages-page__header">
        <h1 id="pages-title">Pages</h1>
        {canCreate && tab !== "archived" && <NewPageButton slug={slug} projectId={project.id} access={tab === "private" ? PAGE_ACCESS.PRIVATE : PAGE_ACCESS.PUBLIC} />}
      </header>
      <div className="pages-page__toolbar">
        <PageTabs tab={tab} summary={list.projectId === project.id ? list.summary : null} onSelect={(next) => navigate(next === "public" ? "/" : `/?tab=${next}`)} />
        <div className="pages-page__controls">
          <TextField label="Search pages" className="pages-page__search" type="search" name="search" placeholder="Search by name" value={search} onChange={(event) => setSearch(event.target.value)} />
          <PageSortMenu value={orderBy} onChange={setOrderBy} />
        </div>
      </div>
      <div id={PAGES_PANEL_ID} role="tabpanel" aria-labelledby={pageTabId(tab)} aria-busy={list.state === "loading" || search !== searched}>
        <PagesListBody
          current={current}
          tab={tab}
          search={searched}
          onClearSearch={() => setSearch("")}
          slug={slug}
          project={project}
          role={role}
          userId={user?.id ?? ""}
          owners={owners}
          workspaceRole={workspaceRole}
          canCreate={canCreate}
        />
      </div>
    </section>
  );
}
