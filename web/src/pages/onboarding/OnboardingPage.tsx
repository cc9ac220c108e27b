import { useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { commandById } from "../../commands/registry";
import { commandContext } from "../../commands/context";
import { AuthLayout } from "../../components/AuthLayout";
import { Button } from "../../components/Button";
import type { UserProfile } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { session } from "../../stores/session";
import { AboutStep } from "./AboutStep";
import { FinishStep } from "./FinishStep";
import { OnboardingProgress, ONBOARDING_PAGES, type OnboardingPageId } from "./OnboardingProgress";
import { ProfileStep } from "./ProfileStep";
import "./Onboarding.css";

/** Coming back half-way, a person continues where they stopped. */
function firstUnfinished(profile: UserProfile | null): OnboardingPageId {
  if (!profile?.onboarding_step.profile_complete) return "profile";
  if (!profile.role || !profile.organization_size) return "about";
  return "finish";
}

const SUBTITLES: Record<OnboardingPageId, string> = {
  profile: "Tell your future teammates who you are.",
  about: "This helps Cairn suggest the right setup for you.",
  finish: "Your account is ready.",
};

/**
 * /onboarding/: profile → about you → finish. Finishing marks the profile onboarded; App then sends
 * the person on to next_path (or home), since /onboarding/ is for unfinished accounts only.
 */
export default function OnboardingPage() {
  const { user, profile } = useSnapshot(session);
  const [page, setPage] = useState<OnboardingPageId>(() => firstUnfinished(session.profile));
  const stepRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(false);
  useDocumentTitle("Welcome to Cairn");

  // A new step replaces the form: move focus into it rather than leave it on the vanished button.
  useEffect(() => {
    if (!shownBefore.current) {
      shownBefore.current = true;
      return;
    }
    const step = stepRef.current;
    const buttons = step?.querySelectorAll<HTMLElement>("button");
    (step?.querySelector<HTMLElement>("input") ?? buttons?.[buttons.length - 1])?.focus();
  }, [page]);
  if (!user || !profile) return null;
  const index = ONBOARDING_PAGES.findIndex((candidate) => candidate.id === page);
  const current = ONBOARDING_PAGES[index] ?? ONBOARDING_PAGES[0];

  return (
    <AuthLayout
      eyebrow={`Step ${index + 1} of ${ONBOARDING_PAGES.length}`}
      title={current.title}
      subtitle={SUBTITLES[page]}
      headerAside={
        <span className="onboarding__who">
          {user.email}
          <Button variant="link" onClick={() => commandById("account.signOut").perform(commandContext)}>
            Sign out
          </Button>
        </span>
      }
    >
      <OnboardingProgress current={page} />
      <div ref={stepRef}>
        {page === "profile" && <ProfileStep onDone={() => setPage("about")} />}
        {page === "about" && <AboutStep onBack={() => setPage("profile")} onDone={() => setPage("finish")} />}
        {page === "finish" && <FinishStep onBack={() => setPage("about")} />}
      </div>
    </AuthLayout>
  );
}
