import { Link, useLocation } from "wouter";
import type { Project } from "../../http/types";

interface Section {
  label: string;
  /** Relative to the project's base. */
  path: string;
  /** The project's feature flag that turns the section on; work items and settings are always there. */
  flag?: "cycle_view" | "module_view" | "issue_views_view" | "page_view";
  /** Only for project members and admins (SPEC.md section 6: guests see no archives). */
  membersOnly?: boolean;
}

/** SPEC.md section 2, "Project-level links", then the project's settings. */
const SECTIONS: readonly Section[] = [
  { label: "Work items", path: "/issues/" },
  { label: "Cycles", path: "/cycles/", flag: "cycle_view" },
  { label: "Modules", path: "/modules/", flag: "module_view" },
  { label: "Views", path: "/views/", flag: "issue_views_view" },
  { label: "Pages", path: "/pages/", flag: "page_view" },
  { label: "Archives", path: "/archives/issues/", membersOnly: true },
  { label: "Settings", path: "/settings/" },
];

/** The project's name and its sections, with the current one marked; `isMember` (a project member or admin) adds the members-only ones. */
export function ProjectNav({ project, isMember = false }: { project: Project; isMember?: boolean }) {
  const [location] = useLocation();
  const here = location.endsWith("/") ? location : `${location}/`;
  return (
    <div className="project-header">
      <p className="project-header__title">
        <span className="project-row__identifier">{project.identifier}</span>
        <span className="project-header__name">{project.name}</span>
      </p>
      <nav aria-label={`Project ${project.name}`}>
        <ul className="project-header__nav">
          {SECTIONS.filter((section) => (!section.flag || project[section.flag]) && (!section.membersOnly || isMember)).map((section) => (
            <li key={section.path}>
              <Link href={section.path} className="project-header__link" aria-current={here.startsWith(section.path) ? "page" : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
