import { mergeAttributes, Node } from "@tiptap/core";

/** Who or what a mention points at: a workspace member, or a work item (shown as its IDENT-n). */
export const MENTION_KINDS = { member: "user_mention", workItem: "issue_mention" } as const;
export type MentionKind = (typeof MENTION_KINDS)[keyof typeof MENTION_KINDS];

/**
 * A mention as one inline atom, stored as Plane's `<mention-component entity_name entity_identifier>`
 * so descriptions written by Plane's editor read the same here (api/workItems/mentions.ts finds the
 * people in it). The label is kept as the element's text: plain-text readers (search, notifications)
 * see "@Ada" or "WEB-12" without looking anyone up. Schema only; the web app adds the picker.
 */
export const Mention = Node.create({
  name: "mention",
  group: "inline",
  inline: true,
  atom: true,
  selectable: false,

  addAttributes() {
    return {
      entity_name: { default: MENTION_KINDS.member },
      entity_identifier: { default: null },
      label: {
        default: "",
        parseHTML: (element) => element.textContent ?? "",
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [{ tag: "mention-component" }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ["mention-component", mergeAttributes(HTMLAttributes), String(node.attrs.label ?? "")];
  },

  renderText({ node }) {
    return String(node.attrs.label ?? "");
  },
});
