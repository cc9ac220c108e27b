import { useState } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { describeError } from "../../http/describeError";
import { finishOnboarding } from "../../stores/account";
import { session } from "../../stores/session";
import { PendingInvitations } from "../invitations/PendingInvitations";

/** Step 3: what was saved, joining or creating a workspace, and the button that marks the account onboarded. */
export function FinishStep({ onBack }: { onBack: () => void }) {
  const { user, profile } = useSnapshot(session);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();

  /** Marks the account onboarded, then goes to `then` (else App moves on to next_path or home). */
  const finish = async (then?: string) => {
    setFinishing(true);
    setFailure(null);
    try {
      await finishOnboarding();
      if (then) navigate(then, { replace: true });
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
      <p className="muted">You can change any of this later in your profile settings.</p>
      <section className="onboarding__workspaces" aria-labelledby="onboarding-join">
        <h2 id="onboarding-join">Join your team</h2>
        <PendingInvitations onAccepted={(slug) => finish(`/${slug}/`)} emptyText="No invitations are waiting for you yet." />
      </section>
      <section className="onboarding__workspaces" aria-labelledby="onboarding-create">
        <h2 id="onboarding-create">Or start your own workspace</h2>
        <p className="muted">A workspace holds your team&apos;s projects and work items.</p>
        <div>
          <Button variant="secondary" onClick={() => void finish("/create-workspace/")} disabled={finishing}>
            Create a workspace
          </Button>
        </div>
      </section>
      <FormActions>
        <Button variant="secondary" onClick={onBack} disabled={finishing}>
          Back
        </Button>
        <Button onClick={() => void finish()} loading={finishing}>
          Go to Cairn
        </Button>
      </FormActions>
    </div>
  );
}
