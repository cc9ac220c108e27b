import { Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { ROLE } from "../../../../api/contract/roles";
import { SettingsNav } from "../../components/SettingsNav";
import { AppShell } from "../../shell/AppShell";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { workspaces } from "../../stores/workspaces";
import { NotYetAvailable } from "../profile/NotYetAvailable";
import { GeneralSettings } from "./GeneralSettings";
import { MembersSettings } from "./MembersSettings";
import "../profile/Profile.css";
import "./WorkspaceSettings.css";

/** SPEC.md section 2, "Workspace settings (admin only)"; paths are relative to /{slug}/settings. */
const SETTINGS_PAGES = [
  { label: "General", path: "/" },
  { label: "Members", path: "/members/" },
  { label: "Billing and plans", path: "/billing/" },
  { label: "Exports", path: "/exports/" },
  { label: "Webhooks", path: "/webhooks/" },
  { label: "API tokens", path: "/api-tokens/" },
] as const;

function SettingsSidebar({ slug }: { slug: string }) {
  return <SettingsNav label="Workspace settings" backHref={`~/${slug}/`} backLabel="Back to workspace" pages={SETTINGS_PAGES} />;
}

function AdminsOnly() {
  useDocumentTitle("Workspace settings");
  return (
    <section className="settings-page__header" aria-labelledby="admins-only-title">
      <h1 id="admins-only-title">Workspace settings</h1>
      <div className="empty-state" role="status">
        <p className="empty-state__title">You need to be a workspace admin</p>
        <p className="muted">Only admins of this workspace can change its settings. Ask one of them if something needs to change.</p>
      </div>
    </section>
  );
}

const NOT_BUILT: Record<string, { title: string; message: string }> = {
  "/billing/?": { title: "Billing and plans", message: "Billing and plans are not built yet. Every workspace has every feature until then." },
  "/exports/?": { title: "Exports", message: "Cairn cannot export work items yet: exports to CSV, XLSX and JSON are not built." },
  "/webhooks/?": { title: "Webhooks", message: "Webhooks are not built yet." },
  "/api-tokens/?": { title: "API tokens", message: "API tokens are not built yet." },
};

/** /{slug}/settings/...: admins see the settings pages; everyone else is told why not. */
export default function WorkspaceSettings() {
  const { current, membership } = useSnapshot(workspaces);
  if (!current) return null;
  const role = membership?.role ?? current.role;
  return (
    <AppShell sidebarKey="main" sidebarLabel="Workspace settings sidebar" sidebar={<SettingsSidebar slug={current.slug} />}>
      <div className="settings-page">
        {role !== ROLE.ADMIN ? (
          <AdminsOnly />
        ) : (
          <Switch>
            <Route path="/" component={GeneralSettings} />
            <Route path="/members/?" component={MembersSettings} />
            {Object.entries(NOT_BUILT).map(([path, page]) => (
              <Route key={path} path={path}>
                <NotYetAvailable title={page.title} message={page.message} />
              </Route>
            ))}
            <Route>
              <NotYetAvailable title="Page not found" status="No such page" message="This settings page does not exist. Pick one from the list on the left." />
            </Route>
          </Switch>
        )}
      </div>
    </AppShell>
  );
}
