import type { ReactNode } from "react";
import { Link, Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { SettingsNav } from "../../components/SettingsNav";
import { AppShell } from "../../shell/AppShell";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { workspaces } from "../../stores/workspaces";
import { NotYetAvailable } from "../profile/NotYetAvailable";
import { ApiTokensSettings } from "./apiTokens/ApiTokensSettings";
import { GeneralSettings } from "./GeneralSettings";
import { MembersSettings } from "./MembersSettings";
import { WebhooksSettings } from "./webhooks/WebhooksSettings";
import { mayOpenSettingsPage, WORKSPACE_SETTINGS_PAGES, type WorkspacePageAccess } from "./settingsPages";
import "../profile/Profile.css";
import "./WorkspaceSettings.css";

function SettingsSidebar({ slug, role }: { slug: string; role: number }) {
  const pages = WORKSPACE_SETTINGS_PAGES.filter((page) => mayOpenSettingsPage(page.access, role));
  return <SettingsNav label="Workspace settings" backHref={`~/${slug}/`} backLabel="Back to workspace" pages={pages} />;
}

/** A typed address of an admin's page: says why not, and points to the page the person may open. */
function AdminsOnly() {
  useDocumentTitle("Workspace settings");
  return (
    <section className="settings-page__header" aria-labelledby="admins-only-title">
      <h1 id="admins-only-title">Workspace settings</h1>
      <div className="empty-state" role="status">
        <p className="empty-state__title">You need to be a workspace admin</p>
        <p className="muted">
          Only admins of this workspace can change its settings. Ask one of them if something needs to change. Your own API tokens are under{" "}
          <Link href="/api-tokens/">API tokens</Link>.
        </p>
      </div>
    </section>
  );
}

const NOT_BUILT: Record<string, { title: string; message: string }> = {
  "/billing/?": { title: "Billing and plans", message: "Billing and plans are not built yet. Every workspace has every feature until then." },
  "/exports/?": { title: "Exports", message: "Cairn cannot export work items yet: exports to CSV, XLSX and JSON are not built." },
};

/** /{slug}/settings/...: each page for the roles that may open it (settingsPages.ts); anyone else is told why not. */
export default function WorkspaceSettings() {
  const { current, membership } = useSnapshot(workspaces);
  if (!current) return null;
  const role = membership?.role ?? current.role;
  // A page the role may not open still has its route, so a typed address explains itself.
  const guarded = (access: WorkspacePageAccess, page: ReactNode) => (mayOpenSettingsPage(access, role) ? page : <AdminsOnly />);
  return (
    <AppShell sidebarKey="main" sidebarLabel="Workspace settings sidebar" sidebar={<SettingsSidebar slug={current.slug} role={role} />}>
      <div className="settings-page">
        <Switch>
          <Route path="/">{guarded("admins", <GeneralSettings />)}</Route>
          <Route path="/members/?">{guarded("admins", <MembersSettings />)}</Route>
          <Route path="/webhooks/?">{guarded("admins", <WebhooksSettings />)}</Route>
          <Route path="/api-tokens/?">
            <ApiTokensSettings />
          </Route>
          {Object.entries(NOT_BUILT).map(([path, page]) => (
            <Route key={path} path={path}>
              {guarded("admins", <NotYetAvailable title={page.title} message={page.message} />)}
            </Route>
          ))}
          <Route>
            <NotYetAvailable title="Page not found" status="No such page" message="This settings page does not exist. Pick one from the list on the left." />
          </Route>
        </Switch>
      </div>
    </AppShell>
  );
}
