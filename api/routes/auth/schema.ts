import { z } from "zod";
import { formText } from "../../auth/emails.js";

export const EmailCheckSchema = z.strictObject({ email: z.string().max(4096).optional() });
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
