import type { PageTab } from "../../../../api/contract/pages";
import { PAGE_ACCESS } from "../../../../api/contract/pages";
import { Button } from "../../components/Button";
import { NewPageButton } from "./NewPageButton";

interface Props {
  tab: PageTab;
  search: string;
  onClearSearch: () => void;
  /** Set when the viewer may create pages: the empty tab offers to. */
  create: { slug: string; projectId: string } | null;
}

const EMPTY: Record<PageTab, { title: string; message: string }> = {
  public: { title: "No public pages yet", message: "Pages are documents the whole project writes together: specs, meeting notes, plans." },
  private: { title: "No private pages", message: "A private page is yours alone until you make it public." },
  archived: { title: "No archived pages", message: "Archive a page from its menu to keep it, read-only, out of the other tabs." },
};

/** An empty tab says what belongs there and offers to start one; an empty search offers to clear it. */
export function PagesEmpty({ tab, search, onClearSearch, create }: Props) {
  if (search.trim()) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">No pages match “{search.trim()}”</p>
        <p className="muted">
          Only names are searched.{" "}
          <Button variant="link" onClick={onClearSearch}>
            Clear the search
          </Button>
        </p>
      </div>
    );
  }
  const { title, message } = EMPTY[tab];
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="muted">{message}</p>
      {create && tab !== "archived" && (
        <NewPageButton slug={create.slug} projectId={create.projectId} access={tab === "private" ? PAGE_ACCESS.PRIVATE : PAGE_ACCESS.PUBLIC} label={tab === "private" ? "New private page" : "New page"} />
      )}
    </div>
  );
}
