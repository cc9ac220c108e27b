import { useDocumentTitle } from "../../shell/useDocumentTitle";
import type { SettingsPageProps } from "./settingsContext";
import "./FeaturesSettings.css";

/** Plane's optional project features (SPEC.md section 3 feature flags), none of which Cairn has built. */
const NOT_BUILT: readonly { label: string; description: string }[] = [
  { label: "Cycles", description: "Time-boxed stretches of work, with their progress." },
  { label: "Modules", description: "Group work items into larger pieces of work." },
  { label: "Views", description: "Save filters and layouts of work items to come back to." },
  { label: "Pages", description: "Write documents together beside the work items." },
  { label: "Intake", description: "Take in requests and triage them before they become work items." },
  { label: "Time tracking", description: "Log the time spent on work items." },
];

/**
 * settings/features/: says which optional features exist. None is built yet, so none gets a switch: a
 * switch that turned on nothing would mislead. When one is built, its switch (the project's flag) comes here.
 */
export function FeaturesSettings({ project }: SettingsPageProps) {
  useDocumentTitle(`Features · ${project.name}`);
  return (
    <>
      <header className="settings-page__header">
        <h1>Features</h1>
        <p className="muted">
          {project.name} has work items with their states, labels, layouts and archives. The optional features below are not built in Cairn yet, so there is nothing to
          switch on; each will get its switch here once it exists.
        </p>
      </header>
      <section className="settings-section" aria-labelledby="features-not-built">
        <h2 id="features-not-built" className="visually-hidden">
          Features not built yet
        </h2>
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
