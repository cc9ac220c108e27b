import type { Editor } from "@tiptap/core";

/** What a command may ask of the screen around the editor: a file to upload, a link address. */
export interface CommandContext {
  pickImage(): void;
  editLink(): void;
}

/**
 * One formatting or block command, defined once: the toolbar shows it as a button, the slash menu lists
 * the block ones, and the shortcut is the editor's own (StarterKit's keymap), named here so both say it.
 */
export interface FormatCommand {
  id: string;
  label: string;
  /** Shown beside the label; Mod is Ctrl, or Cmd on a Mac. */
  shortcut?: string;
  /** A short glyph for the toolbar button (the label is its accessible name). */
  glyph: string;
  /** Offered in the slash menu (blocks and inserts, not inline marks). */
  block: boolean;
  /** Extra words the slash menu matches on. */
  keywords?: string;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor, context: CommandContext) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

export const FORMAT_COMMANDS: readonly FormatCommand[] = [
  { id: "bold", label: "Bold", shortcut: "Mod+B", glyph: "B", block: false, isActive: (e) => e.isActive("bold"), run: (e) => chain(e).toggleBold().run() },
  { id: "italic", label: "Italic", shortcut: "Mod+I", glyph: "I", block: false, isActive: (e) => e.isActive("italic"), run: (e) => chain(e).toggleItalic().run() },
  { id: "underline", label: "Underline", shortcut: "Mod+U", glyph: "U", block: false, isActive: (e) => e.isActive("underline"), run: (e) => chain(e).toggleUnderline().run() },
  { id: "strike", label: "Strikethrough", shortcut: "Mod+Shift+S", glyph: "S", block: false, isActive: (e) => e.isActive("strike"), run: (e) => chain(e).toggleStrike().run() },
  { id: "code", label: "Inline code", shortcut: "Mod+E", glyph: "</>", block: false, isActive: (e) => e.isActive("code"), run: (e) => chain(e).toggleCode().run() },
  { id: "link", label: "Link", glyph: "Link", block: false, isActive: (e) => e.isActive("link"), run: (_e, context) => context.editLink() },
  { id: "paragraph", label: "Text", glyph: "¶", block: true, keywords: "paragraph plain", isActive: (e) => e.isActive("paragraph"), run: (e) => chain(e).setParagraph().run() },
  { id: "heading1", label: "Heading 1", shortcut: "# ", glyph: "H1", block: true, keywords: "title h1", isActive: (e) => e.isActive("heading", { level: 1 }), run: (e) => chain(e).toggleHeading({ level: 1 }).run() },
  { id: "heading2", label: "Heading 2", shortcut: "## ", glyph: "H2", block: true, keywords: "subtitle h2", isActive: (e) => e.isActive("heading", { level: 2 }), run: (e) => chain(e).toggleHeading({ level: 2 }).run() },
  { id: "heading3", label: "Heading 3", shortcut: "### ", glyph: "H3", block: true, keywords: "h3", isActive: (e) => e.isActive("heading", { level: 3 }), run: (e) => chain(e).toggleHeading({ level: 3 }).run() },
  { id: "bulletList", label: "Bulleted list", shortcut: "- ", glyph: "•", block: true, keywords: "unordered ul", isActive: (e) => e.isActive("bulletList"), run: (e) => chain(e).toggleBulletList().run() },
  { id: "orderedList", label: "Numbered list", shortcut: "1. ", glyph: "1.", block: true, keywords: "ordered ol", isActive: (e) => e.isActive("orderedList"), run: (e) => chain(e).toggleOrderedList().run() },
  { id: "taskList", label: "Task list", shortcut: "[ ] ", glyph: "☑", block: true, keywords: "todo checkbox", isActive: (e) => e.isActive("taskList"), run: (e) => chain(e).toggleTaskList().run() },
  { id: "blockquote", label: "Quote", shortcut: "> ", glyph: "❝", block: true, keywords: "blockquote", isActive: (e) => e.isActive("blockquote"), run: (e) => chain(e).toggleBlockquote().run() },
  { id: "codeBlock", label: "Code block", shortcut: "``` ", glyph: "{ }", block: true, keywords: "pre snippet", isActive: (e) => e.isActive("codeBlock"), run: (e) => chain(e).toggleCodeBlock().run() },
  { id: "divider", label: "Divider", shortcut: "---", glyph: "―", block: true, keywords: "horizontal rule hr", run: (e) => chain(e).setHorizontalRule().run() },
  { id: "table", label: "Table", glyph: "▦", block: true, keywords: "grid", isActive: (e) => e.isActive("table"), run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  { id: "image", label: "Image", glyph: "Image", block: true, keywords: "picture photo upload", run: (_e, context) => context.pickImage() },
];

/** The commands whose label or keywords hold the typed text, for the slash menu. */
export function blockCommandsMatching(query: string): FormatCommand[] {
  const text = query.trim().toLowerCase();
  return FORMAT_COMMANDS.filter((command) => command.block && `${command.label} ${command.keywords ?? ""}`.toLowerCase().includes(text));
}

/** The shortcut as the platform writes it. */
export function shortcutLabel(shortcut: string): string {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  return shortcut.replace("Mod", mac ? "⌘" : "Ctrl");
}
