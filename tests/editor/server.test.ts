import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { documentFromHtml, documentHtml, replaceDocumentHtml } from "../../editor/server.js";
import { DOCUMENT_FIELD } from "../../editor/version.js";

const MENTION = `<mention-component entity_name="user_mention" entity_identifier="0b6c8d3e-1111-4222-8333-444455556666">@Ada</mention-component>`;

/** HTML in, through a Yjs document, HTML out: what the server stores after an edit. */
const roundTrip = (html: string) => documentHtml(documentFromHtml(html));

describe("the shared document schema (editor/server.ts)", () => {
  it.each([
    ["headings 1-3", "<h1>One</h1><h2>Two</h2><h3>Three</h3>"],
    ["marks", "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>"],
    ["lists", "<ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol>"],
    ["a quote and a rule", "<blockquote><p>q</p></blockquote><hr>"],
    ["a code block with its language", `<pre><code class="language-ts">const a = 1;</code></pre>`],
    ["a mention, as Plane writes it", `<p>Hi ${MENTION}</p>`],
    ["an image", `<img src="/api/assets/v2/workspaces/w/a/">`],
  ])("keeps %s as it is", (_what, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it("keeps task lists, tables and links in the editor's own markup", () => {
    expect(roundTrip(`<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul>`)).toContain(`<li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked">`);
    expect(roundTrip("<table><tbody><tr><th><p>h</p></th></tr><tr><td><p>c</p></td></tr></tbody></table>")).toMatch(/<table.*<th colspan="1" rowspan="1"><p>h<\/p><\/th>.*<td colspan="1" rowspan="1"><p>c<\/p><\/td>/);
    expect(roundTrip(`<p><a href="https://example.com">x</a> <a href="mailto:a@b.c">m</a></p>`)).toBe(
      `<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">x</a> <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:a@b.c">m</a></p>`,
    );
  });

  it("drops what the schema has no place for: scripts, javascript: links, headings below 3 become paragraphs", () => {
    expect(roundTrip(`<p>a<script>alert(1)</script></p><h5>five</h5>`)).toBe("<p>a</p><p>five</p>");
    expect(roundTrip(`<p><a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">worse</a></p>`)).toBe("<p>bad worse</p>");
  });

  it("renders a document another client filled with unknown elements without them", () => {
    const doc = documentFromHtml("<p>kept</p>");
    const fragment = doc.getXmlFragment(DOCUMENT_FIELD);
    const script = new Y.XmlElement("script");
    script.insert(0, [new Y.XmlText("alert(1)")]);
    fragment.insert(0, [script]);
    expect(documentHtml(doc)).toBe("<p>kept</p>");
  });

  it("merges a new HTML body into a document by changing only what differs, so a concurrent edit survives", () => {
    const server = documentFromHtml("<p>first</p><p>second</p>");
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    // An editor types into the second paragraph while the server replaces the first.
    const second = editor.getXmlFragment(DOCUMENT_FIELD).get(1) as Y.XmlElement;
    (second.get(0) as Y.XmlText).insert(6, " (edited)");
    replaceDocumentHtml(server, "<p>FIRST</p><p>second</p>");
    Y.applyUpdate(server, Y.encodeStateAsUpdate(editor));
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    expect(documentHtml(server)).toBe(documentHtml(editor));
    expect(documentHtml(server)).toBe("<p>FIRST</p><p>second (edited)</p>");
  });
});
