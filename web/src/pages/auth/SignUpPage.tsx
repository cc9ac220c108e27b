import { Redirect } from "wouter";
import { useSnapshot } from "valtio";
import { session } from "../../stores/session";
import { AuthFlow } from "./AuthFlow";

/** "/sign-up/": the same email-first flow, worded for a new account. */
export default function SignUpPage() {
  const { status } = useSnapshot(session);
  if (status !== "non-authenticated") return <Redirect to="/" replace />;
  return <AuthFlow mode="sign-up" />;
}
