/**
 * The create dialog takes the description as plain text; the server keeps HTML. Each line becomes one
 * paragraph, its text escaped, so typed markup stays text.
 */
export function plainTextToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.every((line) => line.trim() === "")) return "";
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
