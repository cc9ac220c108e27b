import { useState } from "react";
import { useSearch } from "wouter";
import { TextField } from "../../components/TextField";
import type { RoleValue } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { isGuest } from "../../stores/memberRules";
import { MembersOnly } from "../workspace/ComingWithFeature";
import { ActiveProjects } from "./ActiveProjects";
import { ArchivedProjects } from "./ArchivedProjects";
import { CreateProjectButton } from "./CreateProjectButton";
import type { ProjectsView } from "./projectFilters";
import { PANEL_ID, ProjectTabs, tabId } from "./ProjectTabs";
import "../workspace/Workspace.css";
import "./Projects.css";

interface Props {
  slug: string;
  workspaceRole: RoleValue;
  /** Which route led here: /projects/ or /projects/archives/. */
  archived: boolean;
}

/** /{slug}/projects/ and /{slug}/projects/archives/: the workspace's projects by scope, searchable. */
export function ProjectsPage({ slug, workspaceRole, archived }: Props) {
  const query = useSearch();
  const [search, setSearch] = useState("");
  const guest = isGuest(workspaceRole);
  const view: ProjectsView = archived ? "archived" : new URLSearchParams(query).get("scope") === "mine" ? "mine" : "all";
  useDocumentTitle(archived ? "Archived projects" : "Projects");

  // SPEC.md section 2: the archives are not a guest's screen, whatever the address says.
  if (archived && guest) return <MembersOnly title="Archives" />;

  return (
    <div className="projects-page">
      <header className="projects-page__header">
        <h1>Projects</h1>
        {!guest && <CreateProjectButton />}
      </header>
      <div className="projects-page__toolbar">
        <ProjectTabs view={view} showArchived={!guest} />
        <TextField
          label="Search projects"
          className="projects-page__search"
          type="search"
          name="search"
          placeholder="Name or identifier"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(view)} className="projects-page__panel">
        {view === "archived" ? (
          <ArchivedProjects slug={slug} workspaceRole={workspaceRole} search={search} />
        ) : (
          <ActiveProjects slug={slug} workspaceRole={workspaceRole} mineOnly={view === "mine"} search={search} canCreate={!guest} />
        )}
      </div>
    </div>
  );
}
