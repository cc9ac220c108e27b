import { authErrorName, type AuthErrorName } from "../../../../api/contract/authErrorCodes";
import { LIMITS } from "../../../../api/contract/limits";
import { ApiError } from "../../http/client";

/** Where an error is shown (SPEC.md section 8): above the form, as a passing notice, or under a field. */
export type AlertPlacement = "banner" | "toast" | "inline";
export type AuthField = "email" | "password" | "code" | "first_name";

export interface AuthErrorInfo {
  code: number | null;
  title: string;
  /** Says what to do next. */
  message: string;
  placement: AlertPlacement;
  /** The field an inline error sits under. */
  field?: AuthField;
  /** A way out offered in a banner ("Set up Cairn", "Create an account"). */
  action?: "god-mode" | "sign-up" | "sign-in" | "forgot-password";
}

type Entry = Omit<AuthErrorInfo, "code">;

const banner = (title: string, message: string, action?: Entry["action"]): Entry => ({ title, message, placement: "banner", action });
const toast = (title: string, message: string): Entry => ({ title, message, placement: "toast" });
const inline = (field: AuthField, title: string, message: string): Entry => ({ title, message, placement: "inline", field });

const EMAIL_INVALID = inline("email", "Invalid email", "Enter a valid email address, like name@example.com.");
const PASSWORD_WEAK = inline(
  "password",
  "Password too weak",
  `Choose a password of ${LIMITS.passwordMinLength} to ${LIMITS.passwordMaxLength} characters that is hard to guess; a few unrelated words work well.`,
);
const CODE_WRONG = inline("code", "Incorrect code", "That code does not match. Check the email we sent and type the code again.");
const CODE_EXPIRED = inline("code", "Code expired", "This code has expired. Send a new code and enter it here.");
const CODE_REQUIRED = inline("code", "Code required", `Enter the ${LIMITS.magicCodeLength}-digit code we emailed you.`);
const CODE_EXHAUSTED = banner("Too many attempts", "That code can no longer be used. Start again to get a new code.");
const OAUTH_OFF = banner("Not available", "This sign-in method is not set up on this Cairn instance. Use your email instead.");
const OAUTH_FAILED = banner("Sign-in provider failed", "The sign-in provider did not let you in. Try again, or use your email instead.");

/** Every code of api/contract/authErrorCodes.ts: the Record type makes a forgotten one a type error. */
const ERRORS: Record<AuthErrorName, Entry> = {
  INSTANCE_NOT_CONFIGURED: banner("Cairn is not set up yet", "An administrator has to finish setting up this instance first.", "god-mode"),
  INVALID_EMAIL: EMAIL_INVALID,
  EMAIL_REQUIRED: inline("email", "Email required", "Enter your email address to continue."),
  SIGNUP_DISABLED: banner("Sign-up is closed", "New accounts are not open on this instance. Ask your administrator for an invitation."),
  MAGIC_LINK_LOGIN_DISABLED: toast("Unique codes are turned off", "Sign in with your password instead, or ask your administrator."),
  PASSWORD_LOGIN_DISABLED: banner("Password sign-in is turned off", "Sign in with a unique code sent to your email instead."),
  USER_ACCOUNT_DEACTIVATED: banner("Account deactivated", "This account has been deactivated. Contact your administrator to restore it."),
  INVALID_PASSWORD: PASSWORD_WEAK,
  SMTP_NOT_CONFIGURED: toast("Email is not set up", "This instance cannot send email yet. Use your password, or ask your administrator to configure SMTP."),
  USER_ALREADY_EXIST: banner("An account with this email exists — sign in", "Enter your password to sign in, or reset it if you have forgotten it.", "forgot-password"),
  AUTHENTICATION_FAILED_SIGN_UP: banner("Could not create your account", "Something went wrong while creating your account. Try again."),
  REQUIRED_EMAIL_PASSWORD_SIGN_UP: inline("password", "Password required", "Enter your email and a password to create your account."),
  INVALID_EMAIL_SIGN_UP: EMAIL_INVALID,
  INVALID_EMAIL_MAGIC_SIGN_UP: EMAIL_INVALID,
  MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED: CODE_REQUIRED,
  USER_DOES_NOT_EXIST: banner("No account with this email", "Check the address for typos, or create a new account.", "sign-up"),
  AUTHENTICATION_FAILED_SIGN_IN: banner("Invalid email or password", "Check both and try again.", "forgot-password"),
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: inline("password", "Password required", "Enter your password to sign in."),
  INVALID_EMAIL_SIGN_IN: EMAIL_INVALID,
  INVALID_EMAIL_MAGIC_SIGN_IN: EMAIL_INVALID,
  MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED: CODE_REQUIRED,
  INVALID_MAGIC_CODE_SIGN_IN: CODE_WRONG,
  INVALID_MAGIC_CODE_SIGN_UP: CODE_WRONG,
  EXPIRED_MAGIC_CODE_SIGN_IN: CODE_EXPIRED,
  EXPIRED_MAGIC_CODE_SIGN_UP: CODE_EXPIRED,
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN: CODE_EXHAUSTED,
  EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP: CODE_EXHAUSTED,
  OAUTH_NOT_CONFIGURED: OAUTH_OFF,
  GOOGLE_NOT_CONFIGURED: OAUTH_OFF,
  GITHUB_NOT_CONFIGURED: OAUTH_OFF,
  GITLAB_NOT_CONFIGURED: OAUTH_OFF,
  GOOGLE_OAUTH_PROVIDER_ERROR: OAUTH_FAILED,
  GITHUB_OAUTH_PROVIDER_ERROR: OAUTH_FAILED,
  GITLAB_OAUTH_PROVIDER_ERROR: OAUTH_FAILED,
  INVALID_PASSWORD_TOKEN: banner("Reset link not valid", "This password reset link is broken or was already used. Ask for a new one.", "forgot-password"),
  EXPIRED_PASSWORD_TOKEN: banner("Reset link expired", "Password reset links last one hour. Ask for a new one.", "forgot-password"),
  INCORRECT_OLD_PASSWORD: inline("password", "Current password is wrong", "Enter the password you sign in with now."),
  MISSING_PASSWORD: inline("password", "Password required", "Enter a password to continue."),
  INVALID_NEW_PASSWORD: PASSWORD_WEAK,
  PASSWORD_ALREADY_SET: banner("Password already set", "Your account already has a password. Change it from your profile settings instead."),
  ADMIN_ALREADY_EXIST: banner("Cairn is already set up", "An administrator exists. Sign in with the administrator's account.", "sign-in"),
  REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME: inline("first_name", "First name required", "Enter your first name, email and a password."),
  INVALID_ADMIN_EMAIL: EMAIL_INVALID,
  INVALID_ADMIN_PASSWORD: PASSWORD_WEAK,
  REQUIRED_ADMIN_EMAIL_PASSWORD: inline("password", "Email and password required", "Enter the administrator's email and password."),
  ADMIN_AUTHENTICATION_FAILED: banner("Invalid email or password", "Check both and try again. Only instance administrators can sign in here."),
  ADMIN_USER_ALREADY_EXIST: banner("This email already has an account", "Use another email for the administrator, or sign in to Cairn with it."),
  ADMIN_USER_DOES_NOT_EXIST: banner("No administrator with this email", "Check the address for typos and try again."),
  ADMIN_USER_DEACTIVATED: banner("Administrator deactivated", "This administrator account has been deactivated."),
  RATE_LIMIT_EXCEEDED: toast("Too many attempts", "Wait a few minutes, then try again."),
};

const UNKNOWN: Entry = banner("Something went wrong", "Try again in a moment. If it keeps happening, contact your administrator.");
const UNREACHABLE: Entry = toast("Cairn is unreachable", "Check your connection and try again.");

/** The error to show for a code from a redirect (`?error_code=`) or a JSON answer. */
export function authError(code: number | string | null | undefined): AuthErrorInfo {
  const numeric = typeof code === "string" ? Number.parseInt(code, 10) : code;
  if (numeric === null || numeric === undefined || Number.isNaN(numeric)) return { code: null, ...UNKNOWN };
  const name = authErrorName(numeric);
  return { code: numeric, ...(name ? ERRORS[name] : UNKNOWN) };
}

/** The error a redirect-based form post came back with, if any. */
export function authErrorFromQuery(params: URLSearchParams): AuthErrorInfo | null {
  const code = params.get("error_code");
  return code ? authError(code) : null;
}

/** The error of a failed api.* call: a coded auth error, or a generic failure or network problem. */
export function authErrorFromException(error: unknown): AuthErrorInfo {
  if (error instanceof ApiError) {
    if (typeof error.body.error_code === "number") return authError(error.body.error_code);
    const detail = error.body.details?.[0];
    return { code: null, ...banner(error.body.error ?? UNKNOWN.title, detail ? `${detail.path}: ${detail.message}` : UNKNOWN.message) };
  }
  return { code: null, ...UNREACHABLE };
}
