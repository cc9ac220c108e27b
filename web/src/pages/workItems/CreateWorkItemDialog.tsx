import { useState, type ChangeEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { workItemKey, type Priority } from "../../../../api/contract/workItems";
import { FormDialog } from "../../components/FormDialog";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { useCreateForm } from "../../components/useCreateForm";
import type { Project } from "../../http/types";
import { announceCreated } from "./announceCreated";
import { createWorkItem } from "../../stores/workItems";
import { CheckboxListField } from "./CheckboxListField";
import { plainTextToHtml } from "./descriptionHtml";
import { labelOptions, memberOptions, stateOptions } from "./lookupOptions";
import { SelectField } from "./SelectField";
import type { ProjectLookups } from "./useProjectLookups";
import { DATE_ORDER_ERROR, PRIORITY_OPTIONS } from "./workItemDisplay";

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  project: Project;
  lookups: ProjectLookups;
}

/** The full create form; the list's quick add covers the name-only case. */
export function CreateWorkItemDialog({ open, onClose, slug, project, lookups }: Props) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  // Empty until picked: the project's default state is shown and sent.
  const [stateId, setStateId] = useState("");
  const [priority, setPriority] = useState<Priority>("none");
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const [labelIds, setLabelIds] = useState<string[]>([]);
  const [startDate, setStartDate] = useState("");
  const [targetDate, setTargetDate] = useState("");
  const datesOutOfOrder = Boolean(startDate && targetDate && startDate > targetDate);
  const { errors, edited, failure, saving, close, submit } = useCreateForm({
    action: "create the work item",
    checks: { name: name.trim() ? undefined : "Enter a name for the work item.", start_date: datesOutOfOrder ? DATE_ORDER_ERROR : undefined },
    resetFields: () => {
      setName("");
      setDescription("");
      setStateId("");
      setPriority("none");
      setAssigneeIds([]);
      setLabelIds([]);
      setStartDate("");
      setTargetDate("");
    },
    onClose,
    fieldErrors: (error) => {
      const details = error.body.details ?? [];
      const nameDetail = details.find((detail) => detail.path.endsWith("name"));
      const dateDetail = details.find((detail) => detail.path.endsWith("start_date"));
      return { name: nameDetail && `This name ${nameDetail.message}.`, start_date: dateDetail && DATE_ORDER_ERROR };
    },
  });
  const chosenState = stateId || lookups.states.find((state) => state.default)?.id || "";
  const dirty = Boolean(name.trim() || description.trim() || stateId || priority !== "none" || assigneeIds.length || labelIds.length || startDate || targetDate);

  // Either date may be what put them out of order, so a change to either withdraws the server's refusal.
  const changeDate = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    edited("start_date");
  };

  const create = () =>
    submit(
      () =>
        createWorkItem(slug, project.id, {
          name: name.trim(),
          description_html: plainTextToHtml(description) || undefined,
          state_id: chosenState || undefined,
          priority,
          assignee_ids: assigneeIds,
          label_ids: labelIds,
          start_date: startDate || null,
          target_date: targetDate || null,
        }),
      (created) => announceCreated(workItemKey(project.identifier, created.sequence_id)),
    );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Create work item"
      submitLabel="Create work item"
      saving={saving}
      failureTitle="Work item not created"
      failure={failure}
      className="work-item-form"
      onSubmit={create}
      confirmDiscard={dirty}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        maxLength={LIMITS.nameMaxLength}
        autoComplete="off"
        autoFocus
        required
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          edited("name");
        }}
      />
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
          onChange={changeDate(setStartDate)}
        />
        <TextField
          label="Target date"
          type="date"
          name="target_date"
          value={targetDate}
          min={startDate || undefined}
          onChange={changeDate(setTargetDate)}
        />
      </div>
      <CheckboxListField label="Assignees" options={memberOptions(lookups.members)} values={assigneeIds} onChange={setAssigneeIds} emptyText="The project has no members to assign." />
      <CheckboxListField label="Labels" options={labelOptions(lookups.labels)} values={labelIds} onChange={setLabelIds} emptyText="The project has no labels yet." />
    </FormDialog>
  );
}
