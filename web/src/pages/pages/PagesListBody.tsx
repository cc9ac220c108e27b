import { useSnapshot } from "valtio";
import type { PageTab } from "../../../../api/contract/pages";
import type { PersonSummaryShape } from "../../../../api/contract/userShapes";
import { Button } from "../../components/Button";
import type { Project, RoleValue } from "../../http/types";
import { pagesList, reloadPages } from "../../stores/pages";
import { pageAbilities } from "./pageAbilities";
import { PageRow } from "./PageRow";
import { PagesEmpty } from "./PagesEmpty";

interface Props {
  /** Whether the store holds this project's tab yet: until then its rows belong to another. */
  current: boolean;
  tab: PageTab;
  search: string;
  onClearSearch: () => void;
  slug: string;
  project: Project;
  role: number | null;
  userId: string;
  owners: ReadonlyMap<string, PersonSummaryShape>;
  workspaceRole: RoleValue;
  canCreate: boolean;
}

/** The tab's rows, or why there are none: loading, failed (SPEC.md section 8's words, and a retry), empty. */
export function PagesListBody({ current, tab, search, onClearSearch, slug, project, role, userId, owners, workspaceRole, canCreate }: Props) {
  const { pages, state } = useSnapshot(pagesList);
  if (current && state === "error") {
    return (
      <div role="alert" className="empty-state">
        <p className="empty-state__title">Failed</p>
        <p className="muted">
          Failed to fetch the pages, Please try again later.{" "}
          <Button variant="link" onClick={reloadPages}>
            Try again
          </Button>
        </p>
      </div>
    );
  }
  if (!current || state !== "ready") {
    return (
      <p className="muted" role="status">
        Loading pages…
      </p>
    );
  }
  if (pages.length === 0) return <PagesEmpty tab={tab} search={search} onClearSearch={onClearSearch} create={canCreate ? { slug, projectId: project.id } : null} />;
  return (
    <ul className="page-list" aria-label={`${tab[0]?.toUpperCase()}${tab.slice(1)} pages`}>
      {pages.map((page) => (
        <PageRow key={page.id} page={page} slug={slug} projectId={project.id} abilities={pageAbilities(role, page, userId)} owner={page.owned_by ? owners.get(page.owned_by) : undefined} workspaceRole={workspaceRole} />
      ))}
    </ul>
  );
}
