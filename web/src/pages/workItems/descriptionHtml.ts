/**
 * The description is edited as plain text until the rich-text editor arrives; the server keeps HTML.
 * Each line becomes one paragraph, its text escaped, so typed markup stays text.
 */
export function plainTextToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.every((line) => line.trim() === "")) return "";
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The text of stored HTML, a line per block and per hard break (<br>, which Plane's editor writes for
 * Shift+Enter); DOMParser builds an inert document, so nothing in it runs.
 */
export function htmlToPlainText(html: string): string {
  if (!html.trim()) return "";
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const hardBreak of body.querySelectorAll("br")) hardBreak.replaceWith("\n");
  const blocks = [...body.children];
  if (blocks.length === 0) return body.textContent ?? "";
  return blocks.map((block) => block.textContent ?? "").join("\n");
}
