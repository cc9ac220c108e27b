import { useId, useState } from "react";
import type { ApiTokenCreatedShape } from "../../../../../api/contract/apiTokenShapes";
import { API_TOKEN_DESCRIPTION_MAX_LENGTH, API_TOKEN_LABEL_MAX_LENGTH } from "../../../../../api/contract/apiTokenShapes";
import { FormDialog } from "../../../components/FormDialog";
import { TextAreaField } from "../../../components/TextAreaField";
import { TextField } from "../../../components/TextField";
import { useCreateForm, type FieldErrors } from "../../../components/useCreateForm";
import type { ApiError } from "../../../http/client";
import { createApiToken } from "../../../stores/apiTokens";
import { localToday } from "../../workItems/workItemDisplay";
import { customDayProblem, EXPIRY_CHOICES, expiryMoment, formatExpiry, type ExpiryChoice } from "./tokenExpiry";

type Field = "label" | "description" | "expiry";

/** The server names its fields as the wire does; the form's expiry is `expired_at` there. */
const WIRE_FIELDS: Record<string, Field> = { label: "label", description: "description", expired_at: "expiry" };

function errorsFromServer(error: ApiError): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const detail of error.body.details ?? []) {
    const field = WIRE_FIELDS[detail.path.split(".")[0] ?? ""];
    if (field) found[field] = `This ${field === "expiry" ? "expiry" : field} ${detail.message}.`;
  }
  return found;
}

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  /** The new token with its secret, once the dialog has closed. */
  onCreated: (token: ApiTokenCreatedShape) => void;
}

/** Label, description and expiry of a new token; the secret is shown by the dialog that follows. */
export function AddApiTokenDialog({ open, onClose, slug, onCreated }: Props) {
  const expiryId = useId();
  const [label, setLabel] = useState("");
  const [description, setDescription] = useState("");
  const [expiry, setExpiry] = useState<ExpiryChoice>("never");
  const [customDay, setCustomDay] = useState("");
  const today = localToday();
  const { errors, edited, failure, saving, close, submit } = useCreateForm<Field>({
    action: "create the token",
    checks: {
      label: label.trim() ? undefined : "Enter a label, such as the script or tool that will use the token.",
      expiry: expiry === "custom" ? customDayProblem(customDay, today) : undefined,
    },
    resetFields: () => {
      setLabel("");
      setDescription("");
      setExpiry("never");
      setCustomDay("");
    },
    onClose,
    fieldErrors: errorsFromServer,
  });

  const ends = expiry === "custom" && customDayProblem(customDay, today) ? null : expiryMoment(expiry, customDay);
  // A span ends at this time of day on its last day; a day of one's own works to its end.
  const endsText = ends ? (expiry === "custom" ? `The token stops working after ${formatExpiry(ends)}.` : `The token stops working on ${formatExpiry(ends)}.`) : undefined;
  const expiryHint = expiry === "never" ? "The token works until someone revokes it." : endsText;
  // With a day of one's own the hint goes under the day, which it describes.
  const selectHint = expiry === "custom" ? undefined : expiryHint;
  const selectError = expiry === "custom" ? undefined : errors.expiry;
  const selectDescribedBy = [selectHint && `${expiryId}-hint`, selectError && `${expiryId}-error`].filter(Boolean).join(" ") || undefined;

  const create = () =>
    submit(
      () => createApiToken(slug, { label: label.trim(), description: description.trim(), expired_at: expiryMoment(expiry, customDay)?.toISOString() ?? null }),
      onCreated,
    );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add API token"
      description="A token lets a script or tool use Cairn's API as you, in this workspace only, with your role."
      submitLabel="Create token"
      saving={saving}
      failureTitle="Token not created"
      failure={failure}
      className="settings-form"
      onSubmit={create}
      confirmDiscard={Boolean(label.trim() || description.trim() || expiry !== "never")}
    >
      <TextField
        label="Label"
        name="label"
        value={label}
        maxLength={API_TOKEN_LABEL_MAX_LENGTH}
        autoComplete="off"
        required
        error={errors.label}
        onChange={(event) => {
          setLabel(event.target.value);
          edited("label");
        }}
      />
      <TextAreaField
        label="Description (optional)"
        name="description"
        value={description}
        maxLength={API_TOKEN_DESCRIPTION_MAX_LENGTH}
        rows={2}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          edited("description");
        }}
      />
      <div className={`field${selectError ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={expiryId}>
          Expiry
        </label>
        <select
          id={expiryId}
          name="expiry"
          className="field__select"
          value={expiry}
          aria-invalid={selectError ? true : undefined}
          aria-describedby={selectDescribedBy}
          onChange={(event) => {
            setExpiry(event.target.value as ExpiryChoice);
            edited("expiry");
          }}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {selectHint && (
          <div id={`${expiryId}-hint`} className="field__hint">
            {selectHint}
          </div>
        )}
        {selectError && (
          <p id={`${expiryId}-error`} className="field__error">
            {selectError}
          </p>
        )}
      </div>
      {expiry === "custom" && (
        <TextField
          label="Last day it works"
          name="expiry_day"
          type="date"
          min={today}
          value={customDay}
          required
          error={errors.expiry}
          hint={expiryHint}
          onChange={(event) => {
            setCustomDay(event.target.value);
            edited("expiry");
          }}
        />
      )}
    </FormDialog>
  );
}
