import { useState } from "react";
import { useSnapshot } from "valtio";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { describeError } from "../../http/describeError";
import { finishOnboarding } from "../../stores/account";
import { session } from "../../stores/session";

/** Step 3: what was saved, what comes next, and the button that marks the account onboarded. */
export function FinishStep({ onBack }: { onBack: () => void }) {
  const { user, profile } = useSnapshot(session);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async () => {
    setFinishing(true);
    setFailure(null);
    try {
      // App moves on to next_path (or home) as soon as the session counts as authenticated.
      await finishOnboarding();
    } catch (error) {
      setFailure(describeError(error, "finish onboarding"));
      setFinishing(false);
    }
  };

  return (
    <div className="onboarding__form">
      {failure && <Banner title="Onboarding not finished">{failure}</Banner>}
      <dl className="onboarding__summary">
        <div>
          <dt>Name</dt>
          <dd>{[user?.first_name, user?.last_name].filter(Boolean).join(" ")}</dd>
        </div>
        <div>
          <dt>Display name</dt>
          <dd>{user?.display_name}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{profile?.role}</dd>
        </div>
        <div>
          <dt>Organisation size</dt>
          <dd>{profile?.organization_size}</dd>
        </div>
      </dl>
      <p className="muted">Workspaces, where projects and work items live, arrive in the next release. You can change any of this later in your profile settings.</p>
      <FormActions>
        <Button variant="secondary" onClick={onBack} disabled={finishing}>
          Back
        </Button>
        <Button onClick={finish} loading={finishing}>
          Go to Cairn
        </Button>
      </FormActions>
    </div>
  );
}
