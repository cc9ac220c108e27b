import { useEffect, useMemo } from "react";
import { useSnapshot } from "valtio";
import { compareStates } from "../../../../api/contract/stateOrder";
import { loadProjectLabels, projectLabels } from "../../stores/projectLabels";
import { loadProjectMembers, projectMembers } from "../../stores/projectMembers";
import { loadProjectStates, projectStates } from "../../stores/projectStates";

/** The states, labels and members a work item names by id, loaded for its project and read from their stores. */
export function useProjectLookups(slug: string, projectId: string) {
  useEffect(() => {
    void loadProjectStates(slug, projectId);
    void loadProjectLabels(slug, projectId);
    void loadProjectMembers(slug, projectId);
  }, [slug, projectId]);
  const states = useSnapshot(projectStates);
  const labels = useSnapshot(projectLabels);
  const members = useSnapshot(projectMembers);
  // Every picker, filter and group title reads the states in workflow order, whatever order they were added in.
  const ordered = useMemo(() => [...states.states].sort(compareStates), [states.states]);
  // Until the stores switch to this project they still hold another one's entries.
  return {
    states: states.projectId === projectId ? ordered : [],
    labels: labels.projectId === projectId ? labels.labels : [],
    members: members.projectId === projectId ? members.members : [],
  };
}

export type ProjectLookups = ReturnType<typeof useProjectLookups>;
