import { z } from "zod";
import { formText } from "../../auth/emails.js";

export const EmailCheckSchema = z.strictObject({ email: formText });

export const PasswordSignUpSchema = z.strictObject({
  email: formText,
  password: formText,
  next_path: formText,
});

export const PasswordSignInSchema = PasswordSignUpSchema;

export const SignOutSchema = z.strictObject({ next_path: formText });

// Magic codes and password management: every field is an optional string so that a missing value is
// answered with the flow's own error code (5010, 5085, 5138 ...), and anything else is a 400.

export const MagicCodeGenerateSchema = z.strictObject({ email: formText });

export const MagicSignInSchema = z.strictObject({
  email: formText,
  code: formText,
  next_path: formText,
});

export const MagicSignUpSchema = MagicSignInSchema;

export const PasswordForgotSchema = z.strictObject({ email: formText });

/** `email` is only echoed back on an error redirect, so the reset page can keep showing it. */
export const PasswordResetSchema = z.strictObject({ password: formText, email: formText });

export const PasswordChangeSchema = z.strictObject({ old_password: formText, new_password: formText });

export const PasswordSetSchema = z.strictObject({ password: formText });
