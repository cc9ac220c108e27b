import { useState } from "react";
import { canAdministerProject } from "../../../../api/contract/projectRoles";
import { Switch } from "../../components/Switch";
import { describeError } from "../../http/describeError";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { updateProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import type { SettingsPageProps } from "./settingsContext";
import "./FeaturesSettings.css";

/** Plane's optional project features (SPEC.md section 3 feature flags) that Cairn has not built. */
const NOT_BUILT: readonly { label: string; description: string }[] = [
  { label: "Cycles", description: "Time-boxed stretches of work, with their progress." },
  { label: "Modules", description: "Group work items into larger pieces of work." },
  { label: "Views", description: "Save filters and layouts of work items to come back to." },
  { label: "Intake", description: "Take in requests and triage them before they become work items." },
  { label: "Time tracking", description: "Log the time spent on work items." },
];

/**
 * settings/features/: the switches of the features Cairn has built (Pages, the project's page_view flag),
 * and which optional features do not exist yet. Those get no switch: a switch that turned on nothing would
 * mislead.
 */
export function FeaturesSettings({ slug, project, role }: SettingsPageProps) {
  useDocumentTitle(`Features · ${project.name}`);
  const [saving, setSaving] = useState(false);
  const setPages = async (on: boolean) => {
    setSaving(true);
    try {
      await updateProject(slug, project.id, { page_view: on });
      showToast({ tone: "success", title: on ? "Pages turned on" : "Pages turned off", message: on ? "Pages is back in the project's links." : "Existing pages are kept, hidden until Pages is turned on again." });
    } catch (error) {
      showToast({ tone: "danger", title: "Pages not switched", message: describeError(error, "change the project's features") });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <header className="settings-page__header">
        <h1>Features</h1>
        <p className="muted">Turn optional features on or off for everyone in {project.name}. Turning one off hides it; nothing in it is deleted.</p>
      </header>
      <section className="settings-section" aria-labelledby="features-built">
        <h2 id="features-built" className="visually-hidden">
          Features
        </h2>
        <Switch
          label="Pages"
          description="Write documents together beside the work items."
          checked={project.page_view}
          disabled={!canAdministerProject(role)}
          busy={saving}
          onChange={(on) => void setPages(on)}
        />
      </section>
      <section className="settings-section" aria-labelledby="features-not-built">
        <h2 id="features-not-built">Not built yet</h2>
        <ul className="feature-list">
          {NOT_BUILT.map(({ label, description }) => (
            <li key={label} className="feature-list__item">
              <div>
                <p className="feature-list__name">{label}</p>
                <p className="muted feature-list__description">{description}</p>
              </div>
              <span className="feature-list__status">Not built yet</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
