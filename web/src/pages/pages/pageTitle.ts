/** A page is created without a name; lists and headings call it "Untitled" until it gets one. */
export function pageTitle(name: string): string {
  return name.trim() || "Untitled";
}
