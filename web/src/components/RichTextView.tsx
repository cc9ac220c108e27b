import "./RichText.css";

/**
 * Rich text as the server stored it. Only HTML from the server goes here: it sanitised description_html
 * and comment_html to the editor's schema on the way in (api/workItems/sanitizeDescription.ts), so no
 * script, handler or javascript: URL can be in it. Never pass HTML built on the client.
 */
export function RichTextView({ html, empty }: { html: string; empty: string }) {
  if (isBlank(html)) return <p className="muted">{empty}</p>;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** An empty editor stores "<p></p>": nothing to show, so the "empty" line shows instead. */
function isBlank(html: string): boolean {
  return html.replace(/<p>\s*<\/p>|<br\s*\/?>/gi, "").trim() === "";
}
