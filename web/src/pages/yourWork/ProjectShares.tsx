import type { Snapshot } from "valtio";
import type { ProfileProject } from "../../http/types";

/** Plane's per-project split, for the projects where the person has any work the viewer can see. */
export function ProjectShares({ projects }: { projects: Snapshot<ProfileProject[]> }) {
  const involved = projects.filter((project) => project.assigned_issues + project.created_issues > 0);
  return (
    <section className="your-work__panel" aria-labelledby="your-work-projects">
      <h2 id="your-work-projects" className="your-work__panel-title">
        By project
      </h2>
      {involved.length === 0 ? (
        <p className="muted">No work items in the projects you can open yet.</p>
      ) : (
        <div className="your-work__table-scroll">
          <table className="your-work__table">
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Assigned</th>
                <th scope="col">To do</th>
                <th scope="col">Completed</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {involved.map((project) => (
                <tr key={project.id}>
                  <th scope="row" title={project.name}>
                    <span className="your-work__identifier">{project.identifier}</span> <span className="your-work__project-name">{project.name}</span>
                  </th>
                  <td>{project.assigned_issues}</td>
                  <td>{project.pending_issues}</td>
                  <td>{project.completed_issues}</td>
                  <td>{project.created_issues}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
