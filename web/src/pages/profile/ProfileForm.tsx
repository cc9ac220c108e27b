import { useMemo, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { SaveChangesActions } from "../../components/SaveChangesActions";
import { TextField } from "../../components/TextField";
import { Avatar } from "../../shell/Avatar";
import { ApiError } from "../../http/client";
import { describeError } from "../../http/describeError";
import { updateUser } from "../../stores/account";
import { hasErrors, type NameErrors } from "../../stores/accountValidation";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { TimezoneSelect } from "./TimezoneSelect";
import { useNames } from "./useNames";

interface FieldErrors extends NameErrors {
  avatar?: string;
  user_timezone?: string;
}

function validateAvatar(value: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return undefined;
  } catch {
    // Falls through to the message below.
  }
  return "Enter a full image address starting with https://, or leave it empty to show your initials.";
}

/** The server names the field it refused; put its message under that field. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: FieldErrors = {};
  for (const detail of error.body.details ?? []) {
    const field = detail.path as keyof FieldErrors;
    if (["first_name", "last_name", "display_name", "avatar", "user_timezone"].includes(field)) errors[field] = `This ${detail.message}.`;
  }
  return errors;
}

export function ProfileForm() {
  const { user } = useSnapshot(session);
  const { names, change, problems, trimmed } = useNames(user);
  const [timezone, setTimezone] = useState(user?.user_timezone ?? "UTC");
  const [avatar, setAvatar] = useState(user?.avatar ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const previewName = useMemo(() => names.display_name || user?.email || "", [names.display_name, user?.email]);
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      ...problems(),
      avatar: validateAvatar(avatar.trim()),
    };
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await updateUser({ ...trimmed(), user_timezone: timezone, avatar: avatar.trim() });
      showToast({ tone: "success", title: "Profile saved", message: "Teammates will see your changes right away." });
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      if (!hasErrors(fromServer)) setFailure(describeError(error, "save your profile"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">Your details</h2>
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title="Profile not saved">{failure}</Banner>}
        <div className="settings-form__avatar">
          <Avatar name={previewName} url={validateAvatar(avatar.trim()) ? null : avatar.trim() || null} size={56} />
          <TextField
            label="Profile picture URL"
            name="avatar"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={avatar}
            hint="An image address; leave empty to show your initials."
            error={errors.avatar}
            onChange={(event) => setAvatar(event.target.value)}
          />
        </div>
        <div className="settings-form__row">
          <TextField label="First name" name="first_name" autoComplete="given-name" required value={names.first_name} maxLength={LIMITS.nameMaxLength} error={errors.first_name} onChange={change("first_name")} />
          <TextField label="Last name" name="last_name" autoComplete="family-name" value={names.last_name} maxLength={LIMITS.nameMaxLength} error={errors.last_name} onChange={change("last_name")} />
        </div>
        <div className="settings-form__row">
          <TextField label="Display name" name="display_name" required value={names.display_name} maxLength={LIMITS.displayNameMaxLength} error={errors.display_name} onChange={change("display_name")} />
          <TextField label="Email" name="email" value={user.email} readOnly hint="Your sign-in address cannot be changed here." />
        </div>
        <TimezoneSelect value={timezone} onChange={setTimezone} error={errors.user_timezone} />
        <SaveChangesActions saving={saving} />
      </form>
    </section>
  );
}
