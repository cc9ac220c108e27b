import { useState } from "react";
import { Switch } from "../../components/Switch";
import { describeError } from "../../http/describeError";
import type { Project } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { updateProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import type { SettingsPageProps } from "./settingsContext";

type FeatureFlag = "cycle_view" | "module_view" | "issue_views_view" | "page_view" | "inbox_view" | "is_time_tracking_enabled";

const FEATURES: readonly { flag: FeatureFlag; label: string; description: string }[] = [
  { flag: "cycle_view", label: "Cycles", description: "Time-boxed stretches of work, with their progress." },
  { flag: "module_view", label: "Modules", description: "Group work items into larger pieces of work." },
  { flag: "issue_views_view", label: "Views", description: "Save filters and layouts of work items to come back to." },
  { flag: "page_view", label: "Pages", description: "Write documents together beside the work items." },
  { flag: "inbox_view", label: "Intake", description: "Take in requests and triage them before they become work items." },
  { flag: "is_time_tracking_enabled", label: "Time tracking", description: "Log the time spent on work items." },
];

interface Props extends SettingsPageProps {
  onProjectChange: (project: Project) => void;
}

/** settings/features/: each switch saves at once; the shown value is optimistic and goes back on failure. */
export function FeaturesSettings({ slug, project, onProjectChange }: Props) {
  useDocumentTitle(`Features · ${project.name}`);
  // Values being saved, shown ahead of the server's answer (SPEC.md section 4).
  const [pending, setPending] = useState<Partial<Record<FeatureFlag, boolean>>>({});

  const toggle = async (flag: FeatureFlag, label: string, value: boolean) => {
    setPending((all) => ({ ...all, [flag]: value }));
    try {
      onProjectChange(await updateProject(slug, project.id, { [flag]: value }));
    } catch (error) {
      showToast({ tone: "danger", title: `${label} not ${value ? "turned on" : "turned off"}`, message: describeError(error, "change the feature") });
    } finally {
      setPending((all) => {
        const rest = { ...all };
        delete rest[flag];
        return rest;
      });
    }
  };

  return (
    <>
      <header className="settings-page__header">
        <h1>Features</h1>
        <p className="muted">Which of Cairn’s features {project.name} uses. Turning one off hides it without deleting anything.</p>
      </header>
      <section className="settings-section" aria-label="Project features">
        <div>
          {FEATURES.map(({ flag, label, description }) => (
            <Switch
              key={flag}
              label={label}
              description={description}
              checked={pending[flag] ?? project[flag]}
              busy={pending[flag] !== undefined}
              onChange={(value) => void toggle(flag, label, value)}
            />
          ))}
        </div>
      </section>
    </>
  );
}
