import { useDocumentTitle } from "../../shell/useDocumentTitle";

/** A settings page whose subject is not built: says so plainly, with no placeholder data. */
export function NotYetAvailable({ title, message, status = "Not built yet" }: { title: string; message: string; status?: string }) {
  useDocumentTitle(title);
  return (
    <section className="settings-section" aria-labelledby="not-yet-title">
      <header className="settings-page__header">
        <h1 id="not-yet-title">{title}</h1>
      </header>
      <div className="empty-state">
        <p className="empty-state__title">{status}</p>
        <p className="muted">{message}</p>
      </div>
    </section>
  );
}
