/** Limits shared by web forms, API schemas and (later) realtime payload caps: change them here only. */
export const LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** Below this zxcvbn score (0-4) a password is refused as too easy to guess. */
  passwordMinScore: 3,
  emailMaxLength: 254,
  nameMaxLength: 255,
  displayNameMaxLength: 255,
  jsonBodyBytes: 1024 * 1024,
  formBodyBytes: 64 * 1024,
  uploadBytes: 5242880,
  magicCodeLength: 6,
  magicCodeTtlSeconds: 600,
  magicCodeMaxAttempts: 5,
  passwordResetTtlSeconds: 3600,
  sessionTtlSeconds: 7 * 24 * 3600,
  /** Addresses one workspace-invitation request may name. */
  invitationsPerRequest: 100,
  projectNameMaxLength: 255,
  projectIdentifierMaxLength: 12,
  /** Rich text of one work item description, as HTML. */
  descriptionHtmlMaxLength: 1024 * 1024 - 1024,
  /** People or labels one work item may name at once. */
  workItemRefsMax: 100,
  /** Rich text of one work item comment, as HTML. */
  commentHtmlMaxLength: 256 * 1024,
  /** One emoji, possibly with modifiers and joiners. */
  reactionMaxLength: 32,
  linkUrlMaxLength: 2048,
} as const;

/** Per-window caps on the sign-in, sign-up, magic-code and password endpoints (code 5900 past them). */
export const AUTH_RATE_LIMITS = {
  perIp: { points: 60, windowSeconds: 600 },
  perEmail: { points: 10, windowSeconds: 600 },
} as const;
