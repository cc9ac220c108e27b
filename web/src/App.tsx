import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { session } from "./stores/session";
import { FullPageMessage } from "./components/FullPageMessage";
import { Toaster } from "./components/Toaster";
import { nextPathFromSearch } from "./http/nextPath";

const SignInPage = lazy(() => import("./pages/auth/SignInPage"));
const SignUpPage = lazy(() => import("./pages/auth/SignUpPage"));
const ForgotPasswordPage = lazy(() => import("./pages/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./pages/auth/ResetPasswordPage"));
const SetPasswordPage = lazy(() => import("./pages/auth/SetPasswordPage"));
const OnboardingPage = lazy(() => import("./pages/onboarding/OnboardingPage"));
const ProfileSettings = lazy(() => import("./pages/profile/ProfileSettings"));
const GodMode = lazy(() => import("./pages/godMode/GodMode"));
const HomePage = lazy(() => import("./pages/home/HomePage"));
const CreateWorkspacePage = lazy(() => import("./pages/workspace/CreateWorkspacePage"));
const InvitationsPage = lazy(() => import("./pages/invitations/InvitationsPage"));
const WorkspaceInvitationPage = lazy(() => import("./pages/invitations/WorkspaceInvitationPage"));
const WorkspaceRoot = lazy(() => import("./pages/workspace/WorkspaceRoot"));

/** Pages for signed-in users: before sign-in they go to the root with next_path; mid-onboarding, to onboarding. */
function SignedIn({ children }: { children: React.ReactNode }) {
  const { status } = useSnapshot(session);
  if (status === "non-authenticated") {
    // "~" makes the path absolute: this guard also runs inside nested routes such as /profile.
    return <Redirect to={`~/?next_path=${encodeURIComponent(window.location.pathname + window.location.search)}`} />;
  }
  if (status === "onboarding") {
    const here = window.location.pathname + window.location.search;
    return <Redirect to={here === "/" ? "~/onboarding/" : `~/onboarding/?next_path=${encodeURIComponent(here)}`} />;
  }
  return <>{children}</>;
}

export function App() {
  const { status, loadError } = useSnapshot(session);
  if (loadError) return <FullPageMessage title="Cairn is unreachable" message={`${loadError}. Check your connection and reload the page.`} />;
  if (status === "init") return <FullPageMessage title="Loading Cairn" busy />;
  return (
    <>
      <Toaster />
      <Suspense fallback={<FullPageMessage title="Loading" busy />}>
        <Switch>
          <Route path="/god-mode" nest>
            <GodMode />
          </Route>
          <Route path="/">{status === "non-authenticated" ? <SignInPage /> : <SignedIn><HomePage /></SignedIn>}</Route>
          <Route path="/sign-up/?" component={SignUpPage} />
          <Route path="/accounts/forgot-password/?" component={ForgotPasswordPage} />
          <Route path="/accounts/reset-password/?" component={ResetPasswordPage} />
          <Route path="/accounts/set-password/?" component={SetPasswordPage} />
          <Route path="/onboarding/?">
            {status === "non-authenticated" ? (
              <Redirect to="/" />
            ) : status === "authenticated" ? (
              // Finishing onboarding lands here: go on to where the person was headed.
              <Redirect to={nextPathFromSearch(window.location.search) ?? "/"} replace />
            ) : (
              <OnboardingPage />
            )}
          </Route>
          <Route path="/profile" nest>
            <SignedIn>
              <ProfileSettings />
            </SignedIn>
          </Route>
          <Route path="/create-workspace/?">
            <SignedIn>
              <CreateWorkspacePage />
            </SignedIn>
          </Route>
          <Route path="/invitations/?">
            <SignedIn>
              <InvitationsPage />
            </SignedIn>
          </Route>
          <Route path="/workspace-invitations/?">
            <SignedIn>
              <WorkspaceInvitationPage />
            </SignedIn>
          </Route>
          {/* After every fixed route: reserved slugs (api/contract/workspaceSlug) keep the two apart. */}
          <Route path="/:workspaceSlug" nest>
            {(params) => (
              <SignedIn>
                <WorkspaceRoot slug={params.workspaceSlug} />
              </SignedIn>
            )}
          </Route>
          <Route>
            <FullPageMessage title="Page not found" message="This address does not match any page. Check the link, or go back to the start." homeLink />
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
