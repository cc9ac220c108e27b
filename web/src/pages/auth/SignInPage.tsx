import { AuthFlow } from "./AuthFlow";

/** "/" for signed-out visitors; every failed sign-in or sign-up form post also comes back here. */
export default function SignInPage() {
  return <AuthFlow mode="sign-in" />;
}
