import { useDocumentTitle } from "../../shell/useDocumentTitle";

/** A settings page whose subject does not exist yet: says so plainly, with no placeholder data. */
export function NotYetAvailable({ title, message }: { title: string; message: string }) {
  useDocumentTitle(title);
  return (
    <section className="settings-section" aria-labelledby="not-yet-title">
      <header className="settings-page__header">
        <h1 id="not-yet-title">{title}</h1>
      </header>
      <div className="empty-state">
        <p className="empty-state__title">Not available yet</p>
        <p className="muted">{message}</p>
      </div>
    </section>
  );
}
