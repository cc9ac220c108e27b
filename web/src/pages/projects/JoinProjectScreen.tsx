import { useState } from "react";
import { PROJECT_NETWORK } from "../../../../api/contract/projectRoles";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { describeError } from "../../http/describeError";
import type { Project } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { joinProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { BackToProjectsPage } from "./BackToProjectsPage";

/** What a project shows someone who may see it but is not in it: a way in, when it is public. */
export function JoinProjectScreen({ slug, project }: { slug: string; project: Project }) {
  useDocumentTitle(project.name);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isPublic = project.network === PROJECT_NETWORK.PUBLIC;

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      await joinProject(slug, project.id);
      showToast({ tone: "success", title: `You joined ${project.name}` });
    } catch (error) {
      setJoining(false);
      setFailure(describeError(error, `join ${project.name}`));
    }
  };

  return (
    <BackToProjectsPage slug={slug} titleId="join-project-title" title={project.name}>
      {failure && <Banner title="Not joined">{failure}</Banner>}
      <div className="empty-state">
        <p className="empty-state__title">{isPublic ? "Join this project" : "This project is private"}</p>
        <p className="muted">
          {isPublic
            ? "You are not a member of this project yet. Join it to see and work on its work items, cycles and pages."
            : "Only its members can open it. Ask one of its admins to add you."}
        </p>
        {isPublic && (
          <div className="empty-state__action">
            <Button loading={joining} onClick={() => void join()}>
              Join {project.name}
            </Button>
          </div>
        )}
      </div>
    </BackToProjectsPage>
  );
}
