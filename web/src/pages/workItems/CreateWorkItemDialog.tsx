import { useRef, useState } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { workItemKey, type Priority } from "../../../../api/contract/workItems";
import { Button } from "../../components/Button";
import { FormDialog } from "../../components/FormDialog";
import { Switch } from "../../components/Switch";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { useCreateForm } from "../../components/useCreateForm";
import type { Project } from "../../http/types";
import { DateButton } from "../../pickers/DateButton";
import { PickerField } from "../../pickers/PickerField";
import { PROPERTY_NAMES } from "../../pickers/propertyChoices";
import { PropertyField } from "../../pickers/PropertyField";
import { createDraft } from "../../stores/drafts";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { createWorkItem, type WorkItemInput, type WorkItemPatch } from "../../stores/workItems";
import { announceCreated } from "./announceCreated";
import { plainTextToHtml } from "./descriptionHtml";
import { useCreateMore } from "./useCreateMore";
import type { ProjectLookups } from "./useProjectLookups";
import { DATE_ORDER_ERROR } from "./workItemDisplay";

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  project: Project;
  lookups: ProjectLookups;
}

/**
 * The full create form; the list's quick add covers the name-only case. "Create more" keeps the dialog open
 * with its properties for the next item; "Save as draft" keeps the item in Drafts instead of the project.
 */
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
  const [createMore, setCreateMore] = useCreateMore(session.user?.id ?? null);
  const nameRef = useRef<HTMLInputElement>(null);
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
  const values = { state_id: chosenState || null, priority, assignee_ids: assigneeIds, label_ids: labelIds };
  const dirty = Boolean(name.trim() || description.trim() || stateId || priority !== "none" || assigneeIds.length || labelIds.length || startDate || targetDate);

  // Either date may be what put them out of order, so a change to either withdraws the server's refusal.
  const changeDate = (set: (value: string) => void) => (day: string | null) => {
    set(day ?? "");
    edited("start_date");
  };

  const fields = (): WorkItemInput => ({
    name: name.trim(),
    description_html: plainTextToHtml(description) || undefined,
    state_id: chosenState || undefined,
    priority,
    assignee_ids: assigneeIds,
    label_ids: labelIds,
    start_date: startDate || null,
    target_date: targetDate || null,
  });

  const pick = (patch: WorkItemPatch) => {
    if (patch.state_id) setStateId(patch.state_id);
    if (patch.priority) setPriority(patch.priority);
    if (patch.assignee_ids) setAssigneeIds(patch.assignee_ids);
    if (patch.label_ids) setLabelIds(patch.label_ids);
  };

  const create = () =>
    submit(
      () => createWorkItem(slug, project.id, fields()),
      (created) => {
        announceCreated(workItemKey(project.identifier, created.sequence_id));
        if (!createMore) return;
        // The next item starts with a new name and description and the same properties.
        setName("");
        setDescription("");
        nameRef.current?.focus();
      },
      { keepOpen: createMore },
    );

  const saveAsDraft = () =>
    submit(
      () => createDraft(slug, project.id, fields()),
      () => showToast({ tone: "success", title: "Saved as a draft", message: "It is in your Drafts, not in the project's work items yet.", action: { label: "Open Drafts", href: `/${slug}/drafts/` } }),
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
      footerStart={
        <>
          <Switch label="Create more" checked={createMore} onChange={setCreateMore} disabled={saving} />
          <Button variant="secondary" onClick={() => void saveAsDraft()} disabled={saving}>
            Save as draft
          </Button>
        </>
      }
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        maxLength={LIMITS.nameMaxLength}
        autoComplete="off"
        ref={nameRef}
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
        <PropertyField property="state" values={values} lookups={lookups} onChange={pick} />
        <PropertyField property="priority" values={values} lookups={lookups} onChange={pick} />
      </div>
      <div className="work-item-form__row">
        <PropertyField property="assignees" values={values} lookups={lookups} onChange={pick} />
        <PropertyField property="labels" values={values} lookups={lookups} onChange={pick} />
      </div>
      <div className="work-item-form__row">
        {/* Days out of order are kept here (nothing is sent until Create) and explained under the start date. */}
        <PickerField name={PROPERTY_NAMES.start_date}>
          <DateButton
            property="start_date"
            name={PROPERTY_NAMES.start_date}
            value={startDate || null}
            problem={datesOutOfOrder ? DATE_ORDER_ERROR : errors.start_date}
            onPick={changeDate(setStartDate)}
            className="picker-button--field"
          />
        </PickerField>
        <PickerField name={PROPERTY_NAMES.target_date}>
          <DateButton property="target_date" name={PROPERTY_NAMES.target_date} value={targetDate || null} onPick={changeDate(setTargetDate)} className="picker-button--field" />
        </PickerField>
      </div>
    </FormDialog>
  );
}
