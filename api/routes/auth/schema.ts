import { z } from "zod";
import { formText } from "../../auth/emails.js";

export const EmailCheckSchema = z.strictObject({ email: formText });
export type EmailCheckReq = z.infer<typeof EmailCheckSchema>;

export const PasswordSignUpSchema = z.strictObject({
  email: formText,
  password: formText,
  next_path: formText,
});
export type PasswordSignUpReq = z.infer<typeof PasswordSignUpSchema>;

export const PasswordSignInSchema = PasswordSignUpSchema;
export type PasswordSignInReq = z.infer<typeof PasswordSignInSchema>;

export const SignOutSchema = z.strictObject({ next_path: formText });

// Magic codes and password management: every field is an optional string so that a missing value is
// answered with the flow's own error code (5010, 5085, 5138 ...), and anything else is a 400.

export const MagicCodeGenerateSchema = z.strictObject({ email: formText });
export type MagicCodeGenerateReq = z.infer<typeof MagicCodeGenerateSchema>;

export const MagicSignInSchema = z.strictObject({
  email: formText,
  code: formText,
  next_path: formText,
});
export type MagicSignInReq = z.infer<typeof MagicSignInSchema>;

export const MagicSignUpSchema = MagicSignInSchema;
export type MagicSignUpReq = z.infer<typeof MagicSignUpSchema>;

export const PasswordForgotSchema = z.strictObject({ email: formText });
export type PasswordForgotReq = z.infer<typeof PasswordForgotSchema>;

/** `email` is only echoed back on an error redirect, so the reset page can keep showing it. */
export const PasswordResetSchema = z.strictObject({ password: formText, email: formText });
export type PasswordResetReq = z.infer<typeof PasswordResetSchema>;

export const PasswordChangeSchema = z.strictObject({ old_password: formText, new_password: formText });
export type PasswordChangeReq = z.infer<typeof PasswordChangeSchema>;

export const PasswordSetSchema = z.strictObject({ password: formText });
export type PasswordSetReq = z.infer<typeof PasswordSetSchema>;
