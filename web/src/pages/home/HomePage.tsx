import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { AppShell } from "../../layouts/AppShell";
import { WorkspaceSidebar } from "../../layouts/WorkspaceSidebar";
import { session } from "../../stores/session";
import "./HomePage.css";
import { useDocumentTitle } from "../../layouts/useDocumentTitle";

const NEXT_STEPS = [
  { href: "~/profile/", title: "Your profile", text: "Name, display name, time zone and picture." },
  { href: "~/profile/security/", title: "Security", text: "Change your password." },
  { href: "~/profile/appearance/", title: "Appearance", text: "Light, dark, high contrast or your own colours." },
] as const;

/** The signed-in start page. Workspaces do not exist yet, and this page says so rather than pretend. */
export default function HomePage() {
  useDocumentTitle("Home");
  const { user } = useSnapshot(session);
  if (!user) return null;
  const name = user.first_name || user.display_name;
  return (
    <AppShell sidebarKey="main" sidebarLabel="Workspace sidebar" sidebar={<WorkspaceSidebar />}>
      <div className="home">
        <h1>Welcome{name ? `, ${name}` : ""}</h1>
        <p className="home__lead">
          Workspaces arrive in the next release — you are signed in as <strong>{user.email}</strong>. Projects, work items and
          notifications will appear here once you create or join a workspace.
        </p>
        <section aria-labelledby="home-account" className="home__section">
          <h2 id="home-account">Until then, set up your account</h2>
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
