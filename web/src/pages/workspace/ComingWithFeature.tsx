import { useDocumentTitle } from "../../shell/useDocumentTitle";

/** A workspace page whose feature is not built yet: says so plainly, with no placeholder data. */
export function ComingWithFeature({ title, message, status = "Not built yet" }: { title: string; message: string; status?: string }) {
  useDocumentTitle(title);
  return (
    <section className="workspace-page" aria-labelledby="coming-title">
      <h1 id="coming-title">{title}</h1>
      <div className="empty-state">
        <p className="empty-state__title">{status}</p>
        <p className="muted">{message}</p>
      </div>
    </section>
  );
}

/** Pages guests are not shown in the sidebar (SPEC.md section 2), reached by typing their address. */
export function MembersOnly({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="workspace-page" aria-labelledby="members-only-title">
      <h1 id="members-only-title">{title}</h1>
      <div className="empty-state">
        <p className="empty-state__title">Not available to guests</p>
        <p className="muted">Only workspace admins and members can open this page. Ask an admin if you need access.</p>
      </div>
    </section>
  );
}
