import { useEffect } from "react";
import { useSnapshot } from "valtio";
import type { PageDetailShape } from "../../../../api/contract/pageShapes";
import type { Project, RoleValue } from "../../http/types";
import { openPage, pageDetail } from "../../stores/pageDetail";
import { ProblemPage } from "../projects/ProblemPage";
import { PageView } from "./PageView";
import "./Pages.css";

interface Props {
  slug: string;
  project: Project;
  pageId: string;
  workspaceRole: RoleValue;
}

/** /{slug}/projects/{id}/pages/{pageId}: loads the page, then shows it, or why not (SPEC.md section 8's words). */
export function PageDetailPage({ slug, project, pageId, workspaceRole }: Props) {
  const detail = useSnapshot(pageDetail);
  useEffect(() => {
    void openPage(slug, project.id, pageId);
  }, [slug, project.id, pageId]);

  if (detail.pageId !== pageId || detail.state === "idle" || detail.state === "loading") {
    return (
      <p className="muted" role="status">
        Loading page…
      </p>
    );
  }
  if (detail.state === "not-found") {
    return <ProblemPage slug={slug} titleId="page-problem" title="Page not found" message="There is no page at this address: it was deleted or moved, it is private to someone else, or it never existed." />;
  }
  if (detail.state === "error" || !detail.page) {
    return <ProblemPage slug={slug} titleId="page-problem" title="Failed" message="Failed to fetch the page, Please try again later." onRetry={() => void openPage(slug, project.id, pageId)} />;
  }
  return <PageView slug={slug} project={project} page={detail.page as PageDetailShape} workspaceRole={workspaceRole} />;
}
