import { useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { CairnMark } from "../../components/AuthLayout";
import { Button } from "../../components/Button";
import { submitAuthForm } from "../../http/client";
import { instanceAdmin } from "../../stores/instanceAdmin";
import { showToast } from "../../stores/toasts";
import "./GodMode.css";

const SECTIONS = [
  { path: "/general/", label: "General", description: "Instance name and usage data" },
  { path: "/authentication/", label: "Authentication", description: "Who can sign up and how" },
  { path: "/email/", label: "Email", description: "SMTP server for codes and links" },
  { path: "/webhooks/", label: "Webhooks", description: "Where webhooks may send" },
] as const;

/** The god-mode frame: a small sidebar with the settings pages and sign-out, the page beside it. */
export function GodModeLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { admin } = useSnapshot(instanceAdmin);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await submitAuthForm("/api/instances/admins/sign-out/", {});
    } catch {
      setSigningOut(false);
      showToast({ tone: "danger", title: "Could not sign out", message: "Check your connection and try again." });
    }
  }

  return (
    <div className="god-mode">
      <aside className="god-mode__sidebar">
        <div className="god-mode__brand">
          <CairnMark />
          <span>
            Cairn <span className="god-mode__badge">God mode</span>
          </span>
        </div>
        <nav aria-label="God mode settings">
          <ul className="god-mode__nav">
            {SECTIONS.map((section) => {
              const current = location.replace(/\/?$/, "/") === section.path;
              return (
                <li key={section.path}>
                  <Link
                    href={section.path}
                    className="god-mode__nav-link"
                    aria-current={current ? "page" : undefined}
                    aria-describedby={`god-mode-nav-${section.label}`}
                  >
                    <span className="god-mode__nav-label">{section.label}</span>
                    {/* Read as the link's description, so its name stays just the section's. */}
                    <span id={`god-mode-nav-${section.label}`} className="god-mode__nav-description" aria-hidden="true">
                      {section.description}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="god-mode__account">
          {admin && (
            <p className="god-mode__signed-in">
              Signed in as <strong>{admin.email}</strong>
            </p>
          )}
          <a className="god-mode__back" href="/">
            Back to Cairn
          </a>
          <Button variant="secondary" loading={signingOut} onClick={() => void signOut()} fullWidth>
            Sign out
          </Button>
        </div>
      </aside>
      <main className="god-mode__main">{children}</main>
    </div>
  );
}

/** Heading and intro of one god-mode page. */
export function GodModePage({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <div className="god-mode__page">
      <header className="god-mode__page-header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      {children}
    </div>
  );
}
