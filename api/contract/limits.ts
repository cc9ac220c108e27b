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
  /**
   * Objects and arrays inside one another in a request body. Far above any body the API takes, far
   * below what deep-cloning or serialising the value (objection, JSON.stringify) can recurse through.
   */
  jsonBodyMaxDepth: 32,
  /** Nesting of one free-form JSON field (logo_props and the like); Plane's logo_props nests two levels. */
  jsonFieldMaxDepth: 8,
  /** One free-form JSON field, serialised. */
  jsonFieldMaxLength: 16 * 1024,
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
  /** A page's title; empty is allowed (the editor shows "Untitled"), as in Plane. */
  pageNameMaxLength: 255,
  /** Rich text of one work item description, as HTML. */
  descriptionHtmlMaxLength: 1024 * 1024 - 1024,
  /** People or labels one work item may name at once. */
  workItemRefsMax: 100,
  /** Rich text of one work item comment, as HTML. */
  commentHtmlMaxLength: 256 * 1024,
  /** One emoji, possibly with modifiers and joiners. */
  reactionMaxLength: 32,
  linkUrlMaxLength: 2048,
  /** Plane's filters=<JSON> on a list: its text, and how deeply and / or / not may nest (Plane's own cap). */
  listFiltersJsonMaxLength: 8192,
  listFiltersMaxDepth: 5,
} as const;

/**
 * Per-window caps on the sign-in, sign-up, magic-code and password endpoints (code 5900 past them). Wrong
 * secrets are counted per address, so a stranger's guesses stop the stranger and never the account's owner.
 */
export const AUTH_RATE_LIMITS = {
  /** Every request to those endpoints from one client address. */
  perIp: { points: 60, windowSeconds: 600 },
  /** Mails (sign-in codes, reset links) sent to one inbox, whoever asks for them. */
  mailsPerEmail: { points: 10, windowSeconds: 600 },
  /** Wrong passwords or codes from one address for one account. */
  failuresPerIpAccount: { points: 10, windowSeconds: 600 },
  /** Wrong passwords or codes from one address, over every account (credential stuffing). */
  failuresPerIp: { points: 30, windowSeconds: 600 },
  /**
   * Past this many failures for one account from anywhere, an address that has failed for it waits before
   * each further try, the wait doubling with every failure up to the cap; an address that has not failed
   * (the owner, usually) still gets its try.
   */
  failuresPerAccount: { points: 100, windowSeconds: 24 * 3600 },
  accountBackoff: { firstSeconds: 30, maxSeconds: 600 },
} as const;

/**
 * New links for one invitation (resend, or copy link without mail): enough to retry a bounced mail or pass
 * a link on again, too few to flood the invitee's inbox.
 */
export const INVITATION_RESEND_LIMIT = { points: 5, windowSeconds: 3600 } as const;
