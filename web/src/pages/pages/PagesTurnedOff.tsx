import { Link } from "wouter";
import { useDocumentTitle } from "../../shell/useDocumentTitle";

/** Any pages address while the project's Pages feature is off: says so, and where admins turn it back on. */
export function PagesTurnedOff({ projectName, settingsHref }: { projectName: string; settingsHref: string | null }) {
  useDocumentTitle(`Pages · ${projectName}`);
  return (
    <section className="workspace-page" aria-labelledby="pages-off-title">
      <h1 id="pages-off-title">Pages</h1>
      <div className="empty-state">
        <p className="empty-state__title">Pages are turned off for this project</p>
        {settingsHref ? (
          <p className="muted">
            Turn them on in <Link href={settingsHref}>the project's Features settings</Link> to write documents beside the work items. Existing pages come back as they were.
          </p>
        ) : (
          <p className="muted">A project admin can turn them on in the project's settings. Existing pages come back as they were.</p>
        )}
      </div>
    </section>
  );
}
