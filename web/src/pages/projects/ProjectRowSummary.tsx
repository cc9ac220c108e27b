import type { ReactNode } from "react";
import type { Project } from "../../http/types";
import { descriptionExcerpt } from "./projectFilters";
import { ProjectVisibility } from "./ProjectVisibility";

interface Props {
  project: Project;
  /** The name as shown: plain, or a link for those who may open it. */
  name: ReactNode;
  /** Facts after the visibility: member count and role, or when it was archived. */
  children: ReactNode;
}

/** The identifier, name, description excerpt and facts shared by active and archived project rows. */
export function ProjectRowSummary({ project, name, children }: Props) {
  return (
    <>
      <span className="project-row__identifier" aria-hidden="true">
        {project.identifier}
      </span>
      <div className="project-row__main">
        <h2 className="project-row__name">
          {name}
          <span className="visually-hidden">, identifier {project.identifier}</span>
        </h2>
        {project.description && <p className="project-row__description muted">{descriptionExcerpt(project.description)}</p>}
        <p className="project-row__meta">
          <ProjectVisibility network={project.network} />
          {children}
        </p>
      </div>
    </>
  );
}
