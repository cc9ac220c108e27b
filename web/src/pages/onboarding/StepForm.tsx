import type { FormEvent, ReactNode } from "react";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";

interface Props {
  saving: boolean;
  failure: string | null;
  /** The failure banner's title, e.g. "Profile not saved". */
  failureTitle: string;
  onSubmit: (event: FormEvent) => void;
  /** Offers "Back" to the previous step. */
  onBack?: () => void;
  children: ReactNode;
}

/** An onboarding step that asks something: why the last save failed, the fields, then Back and Continue. */
export function StepForm({ saving, failure, failureTitle, onSubmit, onBack, children }: Props) {
  return (
    <form className="onboarding__form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      {failure && <Banner title={failureTitle}>{failure}</Banner>}
      {children}
      <FormActions>
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={saving}>
            Back
          </Button>
        )}
        <Button type="submit" loading={saving}>
          Continue
        </Button>
      </FormActions>
    </form>
  );
}
