import type { Project } from "../../../db/models/Project.js";
import type { State } from "../../../db/models/State.js";
import type { Workspace } from "../../../db/models/Workspace.js";

/**
 * The small shapes v1's `?expand=` puts in place of an id (Plane's ProjectLite, StateLite and WorkspaceLite
 * serializers). Cairn has no project emoji or icon_prop (its icon is logo_props), so those read null.
 */
export interface V1ProjectLiteShape {
  id: string;
  identifier: string;
  name: string;
  cover_image: string | null;
  icon_prop: null;
  emoji: null;
  description: string;
  cover_image_url: string | null;
}

export function presentV1ProjectLite(project: Project): V1ProjectLiteShape {
  return {
    id: project.id,
    identifier: project.identifier,
    name: project.name,
    cover_image: project.cover_image,
    icon_prop: null,
    emoji: null,
    description: project.description,
    cover_image_url: project.cover_image,
  };
}

export interface V1StateLiteShape {
  id: string;
  name: string;
  color: string;
  group: string;
}

export function presentV1StateLite(state: State): V1StateLiteShape {
  return { id: state.id, name: state.name, color: state.color, group: state.group };
}

export interface V1WorkspaceLiteShape {
  id: string;
  name: string;
  slug: string;
}

export function presentV1WorkspaceLite(workspace: Workspace): V1WorkspaceLiteShape {
  return { id: workspace.id, name: workspace.name, slug: workspace.slug };
}
