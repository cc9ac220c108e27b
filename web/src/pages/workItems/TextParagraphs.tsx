import { htmlToPlainText } from "./descriptionHtml";

/**
 * Stored HTML shown as its text (until the rich-text editor arrives), a paragraph per line. A blank line
 * keeps a line's height (WorkItems.css), so the break between two paragraphs stays visible.
 */
export function TextParagraphs({ html }: { html: string }) {
  return htmlToPlainText(html)
    .split("\n")
    .map((line, index) => (
      <p key={index} className="text-paragraph">
        {line}
      </p>
    ));
}
