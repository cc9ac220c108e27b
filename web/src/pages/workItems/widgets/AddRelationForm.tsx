import { useState } from "react";
import { RELATION_TYPES, type RelationType } from "../../../../../api/contract/workItems";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { addRelation } from "../../../stores/workItemRelations";
import { RELATION_LABELS } from "./relationLabels";
import { InlineAddForm } from "./InlineAddForm";
import { useInlineSubmit } from "./useInlineSubmit";

/** A work item key (IDENT-seq) and a relation type; the key is resolved by the server when sent. */
export function AddRelationForm({ target }: { target: ItemTarget }) {
  const [key, setKey] = useState("");
  const [type, setType] = useState<RelationType>("relates_to");
  const { busy, error, run } = useInlineSubmit("add the relation");
  const keyId = `relation-key-${target.itemId}`;
  const typeId = `relation-type-${target.itemId}`;

  const submit = async () => {
    const trimmed = key.trim().toUpperCase();
    if (trimmed && (await run(() => addRelation(target, trimmed, type)))) setKey("");
  };

  return (
    <InlineAddForm onSubmit={() => void submit()} submitLabel="Add relation" busy={busy} disabled={!key.trim()} error={error}>
      <label className="visually-hidden" htmlFor={typeId}>
        Relation type
      </label>
      <select id={typeId} className="field__input widget__select" value={type} onChange={(event) => setType(event.target.value as RelationType)}>
        {RELATION_TYPES.map((option) => (
          <option key={option} value={option}>
            {RELATION_LABELS[option]}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={keyId}>
        Work item key
      </label>
      <input id={keyId} className="field__input" placeholder="e.g. WEB-12" value={key} onChange={(event) => setKey(event.target.value)} />
    </InlineAddForm>
  );
}
