import { useEffect } from "react";
import { useCommandScope } from "../commands/scope";
import type { Project } from "../http/types";
import type { ProjectLookups } from "../pages/workItems/useProjectLookups";
import { resetWorkItemFocus } from "../stores/workItemFocus";
import { closeDeleteQuestion, closePropertyPicker } from "../stores/workItemTriage";
import { DeleteWorkItemsDialog } from "./DeleteWorkItemsDialog";
import { WorkItemPicker } from "./WorkItemPicker";

interface Props {
  slug: string;
  project: Project;
  canEdit: boolean;
  /** A project admin, who deletes many items in one request. */
  canAdminister: boolean;
  lookups: ProjectLookups;
}

/**
 * Keyboard triage on a project's work items page: tells the commands which project is on screen (so "c",
 * s, p ... apply here and nowhere else) and hosts the pickers and the delete question they open.
 */
export function WorkItemTriage({ slug, project, canEdit, canAdminister, lookups }: Props) {
  useCommandScope({ project: { slug, id: project.id, identifier: project.identifier, name: project.name, canEdit } });

  // Another project starts with nothing focused, selected or open.
  useEffect(() => {
    return () => {
      resetWorkItemFocus();
      closePropertyPicker();
      closeDeleteQuestion();
    };
  }, [project.id]);

  return (
    <>
      {canEdit && <WorkItemPicker slug={slug} identifier={project.identifier} lookups={lookups} />}
      {canEdit && <DeleteWorkItemsDialog slug={slug} projectId={project.id} identifier={project.identifier} canAdminister={canAdminister} />}
    </>
  );
}
