/**
 * What GET /api/instances/configurations/ shows instead of a stored secret (the SMTP password). A PATCH
 * that sends the mask back unchanged keeps the stored secret, so the god-mode form can resubmit every field.
 */
export const SECRET_SETTING_MASK = "\u2022".repeat(8);
