import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { workItemKey } from "../../../../api/contract/workItems";
import { quickAddWorkItem, type WorkItemInput } from "../../stores/workItems";
import { announceCreated } from "./announceCreated";

interface Props {
  slug: string;
  projectId: string;
  /** The project's identifier, naming what was made ("Created WEB-12"). */
  identifier: string;
  /** What the new item gets besides its name: the project's default state, or the group it is added to. */
  defaults: Omit<WorkItemInput, "name">;
  /** Each group's quick add has its own name, e.g. "Quick add a work item to Todo". */
  label?: string;
}

/**
 * The list's last row: type a name, Enter creates it (SPEC.md section 4 quick add). The field stays
 * for the next one; the new row shows at once and goes away with a toast if the server refuses it.
 * Several made in a row count up in one toast (announceCreated), never a stack over this row.
 */
export function QuickAdd({ slug, projectId, identifier, defaults, label = "Quick add a work item" }: Props) {
  const [name, setName] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setName("");
    void quickAddWorkItem(slug, projectId, { ...defaults, name: trimmed }).then((created) => created && announceCreated(workItemKey(identifier, created.sequence_id)));
  };

  return (
    <form className="quick-add" onSubmit={submit}>
      <span className="quick-add__plus" aria-hidden="true">
        +
      </span>
      {/* Named apart from the header's "New work item" button, so each control has its own name. */}
      <input
        className="quick-add__input"
        aria-label={label}
        placeholder="New work item — type a name and press Enter"
        value={name}
        maxLength={LIMITS.nameMaxLength}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setName("");
        }}
      />
    </form>
  );
}
