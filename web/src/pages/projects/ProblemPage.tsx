import { Button } from "../../components/Button";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { BackToProjectsPage } from "./BackToProjectsPage";
import "./Projects.css";

interface Props {
  slug: string;
  /** Ties the section to its heading. */
  titleId: string;
  title: string;
  message: string;
  /** Given when loading failed, so the message is announced and can be retried. */
  onRetry?: () => void;
}

/** Why a project or work item cannot be shown, with a way back to the projects list. */
export function ProblemPage({ slug, titleId, title, message, onRetry }: Props) {
  useDocumentTitle(title);
  return (
    <BackToProjectsPage slug={slug} titleId={titleId} title={title}>
      <div className="empty-state" role={onRetry ? "alert" : undefined}>
        <p className="muted">{message}</p>
        {onRetry && (
          <div className="empty-state__action">
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        )}
      </div>
    </BackToProjectsPage>
  );
}
