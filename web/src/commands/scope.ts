import { useEffect } from "react";
import { proxy } from "valtio";
import type { ProjectScope } from "./types";

/** What the mounted pages offer to commands; each part is set by the page that provides it, while mounted. */
interface CommandScope {
  project: ProjectScope | null;
  canCreateProject: boolean;
}

const NOTHING: CommandScope = { project: null, canCreateProject: false };

export const commandScope = proxy<CommandScope>({ ...NOTHING });

/**
 * A page says what it provides to commands (the project on screen, a create dialog) for as long as it is
 * mounted; leaving the page takes it back, so a command never acts on a page that is gone.
 */
export function useCommandScope(part: Partial<CommandScope>): void {
  const key = JSON.stringify(part);
  useEffect(() => {
    const given = JSON.parse(key) as Partial<CommandScope>;
    Object.assign(commandScope, given);
    return () => {
      for (const name of Object.keys(given) as (keyof CommandScope)[]) Object.assign(commandScope, { [name]: NOTHING[name] });
    };
  }, [key]);
}
