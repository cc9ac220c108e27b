import { LIMITS } from "../../../api/contract/limits";

/** Field errors of the name form, checked in the browser with the server's limits before sending. */
export interface NameErrors {
  first_name?: string;
  last_name?: string;
  display_name?: string;
}

export function validateNames(names: { first_name: string; last_name: string; display_name: string }): NameErrors {
  const errors: NameErrors = {};
  if (!names.first_name.trim()) errors.first_name = "Enter your first name.";
  else if (names.first_name.length > LIMITS.nameMaxLength) errors.first_name = `Use at most ${LIMITS.nameMaxLength} characters.`;
  if (names.last_name.length > LIMITS.nameMaxLength) errors.last_name = `Use at most ${LIMITS.nameMaxLength} characters.`;
  if (!names.display_name.trim()) errors.display_name = "Enter a display name: it is how teammates see and mention you.";
  else if (names.display_name.length > LIMITS.displayNameMaxLength) errors.display_name = `Use at most ${LIMITS.displayNameMaxLength} characters.`;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
