import { useState } from "react";
import { Link, useLocation } from "wouter";
import { canAdministerProject, effectiveProjectRole, PROJECT_NETWORK } from "../../../../api/contract/projectRoles";
import { roleName } from "../../../../api/contract/roles";
import { Button } from "../../components/Button";
import { describeError } from "../../http/describeError";
import type { Project, RoleValue } from "../../http/types";
import { joinProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { ProjectRowMenu, type RowMenuItem } from "./ProjectRowMenu";
import { ProjectRowSummary } from "./ProjectRowSummary";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
  onLeave: () => void;
  onArchive: () => void;
}

/** One active project: what it is, who may see it, how many are in it, and what the person can do with it. */
export function ProjectRow({ slug, project, workspaceRole, onLeave, onArchive }: Props) {
  const [, navigate] = useLocation();
  const [joining, setJoining] = useState(false);
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const isMember = project.member_role !== null;
  const home = `/projects/${project.id}/issues/`;
  const count = project.members.length;

  const join = async () => {
    setJoining(true);
    try {
      await joinProject(slug, project.id);
      showToast({ tone: "success", title: `You joined ${project.name}` });
    } catch (error) {
      showToast({ tone: "danger", title: "Not joined", message: describeError(error, `join ${project.name}`) });
    } finally {
      setJoining(false);
    }
  };

  const menu: RowMenuItem[] = [];
  if (role !== null) menu.push({ label: "Settings", perform: () => navigate(`/projects/${project.id}/settings/`) });
  if (isMember) menu.push({ label: "Leave project", perform: onLeave });
  if (canAdministerProject(role)) menu.push({ label: "Archive", perform: onArchive });

  return (
    <li className="project-row">
      <ProjectRowSummary project={project} name={role !== null ? <Link href={home}>{project.name}</Link> : project.name}>
        <span className="project-meta">
          {count} {count === 1 ? "member" : "members"}
        </span>
        {isMember && project.member_role !== null && <span className="project-meta project-meta--role">{roleName(project.member_role)}</span>}
      </ProjectRowSummary>
      <div className="project-row__actions">
        {!isMember && project.network === PROJECT_NETWORK.PUBLIC && (
          <Button variant="secondary" loading={joining} onClick={() => void join()} aria-label={`Join ${project.name}`}>
            Join
          </Button>
        )}
        <ProjectRowMenu projectName={project.name} items={menu} />
      </div>
    </li>
  );
}
