import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { workItemKey } from "../../../../api/contract/workItems";
import { Banner } from "../../components/Banner";
import type { Project, RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { workItemCache } from "../../stores/workItemCache";
import { openWorkItemById, workItemDetail } from "../../stores/workItemDetail";
import { ProblemPage } from "../projects/ProblemPage";
import { WorkItemDetailBody } from "../workItems/WorkItemDetailBody";
import "./Archives.css";

interface Props {
  slug: string;
  project: Project;
  issueId: string;
  workspaceRole: RoleValue;
}

/** /{slug}/projects/{id}/archives/issues/{issueId}: an archived item, read-only, with a way back to the lists. */
export function ArchivedWorkItemPage({ slug, project, issueId, workspaceRole }: Props) {
  const detail = useSnapshot(workItemDetail);
  const { byId } = useSnapshot(workItemCache);
  const [, navigate] = useLocation();
  const item = detail.key === issueId && detail.id ? byId[detail.id] : undefined;
  const key = item ? workItemKey(project.identifier, item.sequence_id) : "";
  useDocumentTitle(item ? `${key} ${item.name} (archived)` : "Archived work item");

  useEffect(() => {
    void openWorkItemById(slug, project.id, issueId);
  }, [slug, project.id, issueId]);

  if (detail.key !== issueId || detail.state === "idle" || detail.state === "loading") {
    return (
      <p className="muted" role="status">
        Loading work item…
      </p>
    );
  }
  if (detail.state === "not-found") {
    return <ProblemPage slug={slug} titleId="archived-problem" title="Work item not found" message="It was deleted, belongs to another project, or you may not see it." />;
  }
  if (detail.state === "error" || !item) {
    return <ProblemPage slug={slug} titleId="archived-problem" title="Work item not loaded" message="Cairn did not answer. Check your connection and try again." onRetry={() => void openWorkItemById(slug, project.id, issueId)} />;
  }

  return (
    <div className="archived-item">
      {!item.archived_at && (
        <Banner tone="info" title="This work item is no longer archived">
          <Link href={`~/${slug}/browse/${key}/`}>Open {key}</Link> to work on it.
        </Banner>
      )}
      <WorkItemDetailBody
        slug={slug}
        item={item}
        project={project}
        workspaceRole={workspaceRole}
        variant="archived"
        onGone={() => navigate("/archives/issues/")}
        onRestored={() => navigate(`~/${slug}/browse/${key}/`)}
      />
    </div>
  );
}
