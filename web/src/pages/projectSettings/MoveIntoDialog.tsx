import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import type { Label } from "../../http/types";

interface Props {
  /** The label being moved; null keeps the dialog closed. */
  label: Label | null;
  /** Top-level labels it may go into. */
  choices: readonly Label[];
  onClose: () => void;
  onMove: (parentId: string) => void;
}

/** Picks the top-level label a label goes into; the move itself is optimistic, so the dialog closes at once. */
export function MoveIntoDialog({ label, choices, onClose, onMove }: Props) {
  const formId = useId();
  const [parentId, setParentId] = useState("");
  const close = () => {
    setParentId("");
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parentId) return;
    onMove(parentId);
    close();
  };

  return (
    <Dialog
      open={label !== null}
      onClose={close}
      title={`Move ${label?.name ?? "label"} into a group`}
      description="Labels nest one level deep: the group must be a top-level label."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!parentId}>
            Move
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-parent`}>
            Group
          </label>
          <select id={`${formId}-parent`} className="field__select" value={parentId} onChange={(event) => setParentId(event.target.value)}>
            <option value="">Choose a label</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Dialog>
  );
}
