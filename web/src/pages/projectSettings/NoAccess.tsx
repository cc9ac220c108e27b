import { Link } from "wouter";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { whoMayOpen, type PageAccess } from "./settingsPages";

/** Shown instead of a settings page the person's project role may not open, e.g. by a typed address. */
export function NoAccess({ page, access }: { page: string; access: PageAccess }) {
  useDocumentTitle(page);
  return (
    <section className="settings-page__header" aria-labelledby="no-access-title">
      <h1 id="no-access-title">{"You don't have access to these settings"}</h1>
      <div className="empty-state">
        <p className="empty-state__title">
          Only {whoMayOpen(access)} can open the {page} settings.
        </p>
        <p className="muted">
          Ask a project admin if something needs to change here. <Link href="/">Go to General settings</Link>
        </p>
      </div>
    </section>
  );
}
