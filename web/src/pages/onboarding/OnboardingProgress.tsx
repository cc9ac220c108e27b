export const ONBOARDING_PAGES = [
  { id: "profile", title: "Set up your profile", short: "Profile" },
  { id: "about", title: "About you", short: "About you" },
  { id: "finish", title: "You're all set", short: "Finish" },
] as const;
export type OnboardingPageId = (typeof ONBOARDING_PAGES)[number]["id"];

/** Where the person is in onboarding: done, current and upcoming steps, in words and in a bar. */
export function OnboardingProgress({ current }: { current: OnboardingPageId }) {
  const currentIndex = ONBOARDING_PAGES.findIndex((page) => page.id === current);
  return (
    <ol className="onboarding-progress" aria-label="Onboarding progress">
      {ONBOARDING_PAGES.map((page, index) => {
        const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "upcoming";
        return (
          <li key={page.id} className={`onboarding-progress__step onboarding-progress__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
            <span className="onboarding-progress__bar" aria-hidden="true" />
            <span className="onboarding-progress__label">
              {page.short}
              {state === "done" && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
