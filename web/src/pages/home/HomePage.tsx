import { useEffect } from "react";
import { Link, Redirect, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { FullPageMessage } from "../../components/FullPageMessage";
import { AppShell } from "../../shell/AppShell";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { WorkspaceSidebar } from "../../shell/WorkspaceSidebar";
import { session } from "../../stores/session";
import { homeWorkspace, loadMyWorkspaces, workspaces } from "../../stores/workspaces";
import { PendingInvitations } from "../invitations/PendingInvitations";
import "./HomePage.css";

const NEXT_STEPS = [
  { href: "~/profile/", title: "Your profile", text: "Name, display name, time zone and picture." },
  { href: "~/profile/security/", title: "Security", text: "Change your password." },
  { href: "~/profile/appearance/", title: "Appearance", text: "Light, dark, high contrast or your own colours." },
] as const;

/**
 * "/" signed in: with workspaces, on to the last one used (else the first); with none, an invitation
 * to create one and any invitations waiting to be accepted.
 */
export default function HomePage() {
  useDocumentTitle("Home");
  const { user, profile } = useSnapshot(session);
  const { list, listState } = useSnapshot(workspaces);
  const [, navigate] = useLocation();

  useEffect(() => {
    loadMyWorkspaces().catch(() => undefined);
  }, []);

  if (!user) return null;
  if (listState === "idle" || listState === "loading") return <FullPageMessage title="Loading your workspaces" busy />;
  const target = homeWorkspace(list, profile?.last_workspace_id);
  if (target) return <Redirect to={`/${target.slug}/`} replace />;

  const name = user.first_name || user.display_name;
  return (
    <AppShell sidebarKey="main" sidebarLabel="Workspace sidebar" sidebar={<WorkspaceSidebar />}>
      <div className="home">
        <h1>Welcome{name ? `, ${name}` : ""}</h1>
        <p className="home__lead">
          You are signed in as <strong>{user.email}</strong> and not in any workspace yet. Projects, work items and notifications live in a
          workspace: create one, or accept an invitation.
        </p>
        {listState === "error" && <p role="alert">Could not load your workspaces. Reload the page to try again.</p>}
        <section aria-labelledby="home-workspace" className="home__section">
          <h2 id="home-workspace">Start a workspace</h2>
          <p>
            <Link href="~/create-workspace/" className="btn btn--primary">
              <span className="btn__label">Create workspace</span>
            </Link>
          </p>
        </section>
        <section aria-labelledby="home-invitations" className="home__section">
          <h2 id="home-invitations">Invitations</h2>
          <PendingInvitations onAccepted={(slug) => navigate(`~/${slug}/`)} emptyText="No invitations are waiting for you." />
        </section>
        <section aria-labelledby="home-account" className="home__section">
          <h2 id="home-account">Set up your account</h2>
          <ul className="home__cards">
            {NEXT_STEPS.map((step) => (
              <li key={step.href}>
                <Link href={step.href} className="home__card">
                  <span className="home__card-title">{step.title}</span>
                  <span className="home__card-text">{step.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <p className="muted home__hint">
          Press <kbd className="kbd">?</kbd> for keyboard shortcuts.
        </p>
      </div>
    </AppShell>
  );
}
