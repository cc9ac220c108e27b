import { useId, useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { workItemKey, type Priority } from "../../../../api/contract/workItems";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { ApiError } from "../../http/client";
import { describeError } from "../../http/describeError";
import type { Project } from "../../http/types";
import { showToast } from "../../stores/toasts";
import { createWorkItem } from "../../stores/workItems";
import { CheckboxListField } from "./CheckboxListField";
import { plainTextToHtml } from "./descriptionHtml";
import { labelOptions, memberOptions, stateOptions } from "./lookupOptions";
import { SelectField } from "./SelectField";
import type { ProjectLookups } from "./useProjectLookups";
import { PRIORITY_OPTIONS } from "./workItemDisplay";

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  project: Project;
  lookups: ProjectLookups;
}

interface Errors {
  name?: string;
  start_date?: string;
}

const DATE_ORDER_ERROR = "The start date must not be after the target date.";

/** The full create form; the list's quick add covers the name-only case. */
export function CreateWorkItemDialog({ open, onClose, slug, project, lookups }: Props) {
  const formId = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  // Empty until picked: the project's default state is shown and sent.
  const [stateId, setStateId] = useState("");
  const [priority, setPriority] = useState<Priority>("none");
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const [labelIds, setLabelIds] = useState<string[]>([]);
  const [startDate, setStartDate] = useState("");
  const [targetDate, setTargetDate] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosenState = stateId || lookups.states.find((state) => state.default)?.id || "";
  const datesOutOfOrder = Boolean(startDate && targetDate && startDate > targetDate);

  const reset = () => {
    setName("");
    setDescription("");
    setStateId("");
    setPriority("none");
    setAssigneeIds([]);
    setLabelIds([]);
    setStartDate("");
    setTargetDate("");
    setErrors({});
    setFailure(null);
  };

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { name: name.trim() ? undefined : "Enter a name for the work item.", start_date: datesOutOfOrder ? DATE_ORDER_ERROR : undefined };
    setErrors(found);
    setFailure(null);
    if (found.name || found.start_date) return;
    setSaving(true);
    try {
      const created = await createWorkItem(slug, project.id, {
        name: name.trim(),
        description_html: plainTextToHtml(description) || undefined,
        state_id: chosenState || undefined,
        priority,
        assignee_ids: assigneeIds,
        label_ids: labelIds,
        start_date: startDate || null,
        target_date: targetDate || null,
      });
      setSaving(false);
      reset();
      onClose();
      showToast({ tone: "success", title: `Created ${workItemKey(project.identifier, created.sequence_id)}` });
    } catch (error) {
      setSaving(false);
      const details = error instanceof ApiError ? (error.body.details ?? []) : [];
      const nameDetail = details.find((detail) => detail.path.endsWith("name"));
      const dateDetail = details.find((detail) => detail.path.endsWith("start_date"));
      setErrors({ name: nameDetail && `This name ${nameDetail.message}.`, start_date: dateDetail && DATE_ORDER_ERROR });
      if (!nameDetail && !dateDetail) setFailure(describeError(error, "create the work item"));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create work item"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Create work item
          </Button>
        </>
      }
    >
      <form id={formId} className="work-item-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title="Work item not created">{failure}</Banner>}
        <TextField label="Name" name="name" value={name} maxLength={LIMITS.nameMaxLength} autoComplete="off" autoFocus required error={errors.name} onChange={(event) => setName(event.target.value)} />
        <TextAreaField label="Description" name="description" value={description} rows={4} onChange={(event) => setDescription(event.target.value)} />
        <div className="work-item-form__row">
          <SelectField label="State" value={chosenState} options={stateOptions(lookups.states)} onChange={setStateId} />
          <SelectField label="Priority" value={priority} options={PRIORITY_OPTIONS} onChange={(value) => setPriority(value as Priority)} />
        </div>
        <div className="work-item-form__row">
          <TextField
            label="Start date"
            type="date"
            name="start_date"
            value={startDate}
            max={targetDate || undefined}
            error={datesOutOfOrder ? DATE_ORDER_ERROR : errors.start_date}
            onChange={(event) => {
              setStartDate(event.target.value);
              setErrors({ ...errors, start_date: undefined });
            }}
          />
          <TextField
            label="Target date"
            type="date"
            name="target_date"
            value={targetDate}
            min={startDate || undefined}
            onChange={(event) => {
              setTargetDate(event.target.value);
              setErrors({ ...errors, start_date: undefined });
            }}
          />
        </div>
        <CheckboxListField label="Assignees" options={memberOptions(lookups.members)} values={assigneeIds} onChange={setAssigneeIds} emptyText="The project has no members to assign." />
        <CheckboxListField label="Labels" options={labelOptions(lookups.labels)} values={labelIds} onChange={setLabelIds} emptyText="The project has no labels yet." />
      </form>
    </Dialog>
  );
}
