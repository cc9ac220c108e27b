import { PROJECT_NETWORK } from "../../../../api/contract/projectRoles";
import { LockIcon } from "../../components/Icons";
import type { Project } from "../../http/types";

/** Drawn with currentColor so it follows the theme; emoji fonts are not on every machine. */
function VisibilityIcon({ isPublic }: { isPublic: boolean }) {
  if (!isPublic) return <LockIcon className="project-meta__icon" />;
  return (
    <svg className="project-meta__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.3">
        <circle cx="8" cy="8" r="6.25" />
        <path d="M1.75 8h12.5M8 1.75c2 2.2 2 10.3 0 12.5M8 1.75c-2 2.2-2 10.3 0 12.5" />
      </g>
    </svg>
  );
}

/** "Public" or "Private" in words, with a title saying who can see it. */
export function ProjectVisibility({ network }: { network: Project["network"] }) {
  const isPublic = network === PROJECT_NETWORK.PUBLIC;
  return (
    <span className="project-meta" title={isPublic ? "Workspace members can find and join it" : "Only its members can see it"}>
      <VisibilityIcon isPublic={isPublic} />
      <span className="visually-hidden">Visibility: </span>
      {isPublic ? "Public" : "Private"}
    </span>
  );
}
