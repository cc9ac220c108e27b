import sanitizeHtml from "sanitize-html";

/** Plane's mention node carries exactly these (packages/editor mentions extension); the list filter reads them. */
const MENTION_ATTRIBUTES = ["id", "entity_identifier", "entity_name"] as const;

const NEW_TAB_REL = "noopener noreferrer nofollow";

/**
 * What the editor (Tiptap) produces and nothing more: rich text, lists, task lists, tables, code, links,
 * images, mentions. Scripts, event handlers, styles and javascript: URLs never reach storage, so no
 * reader of description_html (web, emails, exports) has to trust it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "code", "pre", "blockquote",
    "ul", "ol", "li", "a", "hr", "img", "span", "div", "label", "input", "table", "thead", "tbody", "tr", "th", "td",
    "mention-component",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    input: ["type", "checked", "disabled"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "mention-component": [...MENTION_ATTRIBUTES],
    "*": ["data-*", "class"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // The wildcard data-* and class would otherwise ride along on a mention: keep only its own attributes.
  transformTags: {
    "mention-component": (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => (MENTION_ATTRIBUTES as readonly string[]).includes(name))),
    }),
    // A page opened in a new tab gets no window.opener to navigate this one with, no referrer, and no
    // ranking from us, whatever rel the client sent (Tiptap's link extension, Plane's editor, marks its own
    // so). Other targets go: a named window ("foo") would get the same handle on this page.
    a: (tagName, { target, ...attribs }) => ({ tagName, attribs: target === "_blank" ? { ...attribs, rel: NEW_TAB_REL, target } : attribs }),
  },
  // An input survives only as a task-list checkbox.
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
};

export interface SanitizedDescription {
  html: string;
  /** The plain text, for search and notifications. */
  stripped: string;
}

/** Where one block of text ends: its words must not run into the next block's when the tags go. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|td|th|tr|div)>|<br\s*\/?>|<hr\s*\/?>/gi;

export function sanitizeDescription(html: string): SanitizedDescription {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const stripped = sanitizeHtml(clean.replace(BLOCK_END, "$& "), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
  return { html: clean === "" ? "<p></p>" : clean, stripped };
}
