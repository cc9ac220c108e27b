import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { workItemKey } from "../../../../../api/contract/workItems";
import type { State } from "../../../http/types";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { addSubIssue, loadSubIssues, workItemSubIssues } from "../../../stores/workItemSubIssues";
import { InlineAddForm } from "./InlineAddForm";
import { useInlineSubmit } from "./useInlineSubmit";
import { Widget, WidgetStatus } from "./Widget";

interface Props {
  target: ItemTarget;
  identifier: string;
  states: readonly State[];
  editable: boolean;
}

/** The item's children with key and state, and a field that creates a new child. */
export function SubIssuesWidget({ target, identifier, states, editable }: Props) {
  const { itemId, items, state } = useSnapshot(workItemSubIssues);
  const [name, setName] = useState("");
  const { busy, error, run } = useInlineSubmit("add the sub-issue");
  const mine = itemId === target.itemId;

  useEffect(() => {
    void loadSubIssues(target);
  }, [target]);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed && (await run(() => addSubIssue(target, trimmed)))) setName("");
  };

  return (
    <Widget title="Sub-issues" count={mine ? items.length : undefined}>
      <WidgetStatus state={mine ? state : "loading"} what="sub-issues" onRetry={() => void loadSubIssues(target)} />
      {mine && state === "ready" && (
        <ul className="widget__list">
          {items.length === 0 && <li className="muted">No sub-issues.</li>}
          {items.map((item) => {
            const key = workItemKey(identifier, item.sequence_id);
            return (
              <li key={item.id} className="widget__row">
                <Link href={`~/${target.slug}/browse/${key}/`}>
                  <span className="widget__key">{key}</span> {item.name}
                </Link>
                <span className="muted">{states.find((entry) => entry.id === item.state_id)?.name ?? "No state"}</span>
              </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <InlineAddForm onSubmit={() => void submit()} submitLabel="Add" busy={busy} disabled={!name.trim()} error={error}>
          <label className="visually-hidden" htmlFor={`sub-issue-${target.itemId}`}>
            Add sub-issue
          </label>
          <input id={`sub-issue-${target.itemId}`} className="field__input" placeholder="Add sub-issue" value={name} onChange={(event) => setName(event.target.value)} />
        </InlineAddForm>
      )}
    </Widget>
  );
}
