import { useEffect } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { RELATION_TYPES, workItemKey } from "../../../../../api/contract/workItems";
import { Button } from "../../../components/Button";
import type { RelatedWorkItem, State } from "../../../http/types";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { loadRelations, removeRelation, workItemRelations } from "../../../stores/workItemRelations";
import { AddRelationForm } from "./AddRelationForm";
import { RELATION_LABELS } from "./relationLabels";
import { Widget, WidgetStatus } from "./Widget";

interface Props {
  target: ItemTarget;
  identifier: string;
  states: readonly State[];
  editable: boolean;
}

/** The item's relations grouped by type (SPEC.md section 3), with an add form and a remove button each. */
export function RelationsWidget({ target, identifier, states, editable }: Props) {
  const { itemId, groups, state } = useSnapshot(workItemRelations);
  const mine = itemId === target.itemId;
  const total = RELATION_TYPES.reduce((sum, type) => sum + groups[type].length, 0);

  useEffect(() => {
    void loadRelations(target);
  }, [target]);

  return (
    <Widget title="Relations" count={mine ? total : undefined}>
      <WidgetStatus state={mine ? state : "loading"} what="relations" onRetry={() => void loadRelations(target)} />
      {mine && state === "ready" && total === 0 && <p className="muted">No relations.</p>}
      {mine &&
        state === "ready" &&
        RELATION_TYPES.filter((type) => groups[type].length > 0).map((type) => (
          <div key={type} className="widget__group">
            <h3 className="widget__group-title">{RELATION_LABELS[type]}</h3>
            <ul className="widget__list">
              {groups[type].map((related) => (
                <RelationRow key={related.id} target={target} related={related} itemKey={workItemKey(identifier, related.sequence_id)} states={states} editable={editable} />
              ))}
            </ul>
          </div>
        ))}
      {editable && <AddRelationForm target={target} />}
    </Widget>
  );
}

interface RowProps {
  target: ItemTarget;
  related: RelatedWorkItem;
  itemKey: string;
  states: readonly State[];
  editable: boolean;
}

function RelationRow({ target, related, itemKey, states, editable }: RowProps) {
  // The server relates items of one project only, so its identifier and states name the other item too.
  const stateName = states.find((entry) => entry.id === related.state_id)?.name;
  return (
    <li className="widget__row">
      <Link href={`~/${target.slug}/browse/${itemKey}/`}>
        <span className="widget__key">{itemKey}</span> {related.name}
      </Link>
      {stateName && <span className="muted">{stateName}</span>}
      {editable && (
        <Button variant="ghost" aria-label={`Remove relation to ${itemKey}`} onClick={() => void removeRelation(target, related)}>
          Remove
        </Button>
      )}
    </li>
  );
}
