import type { HocuspocusProvider } from "@hocuspocus/provider";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import { Placeholder, UndoRedo } from "@tiptap/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type * as Y from "yjs";
import { documentExtensions, isAllowedLink } from "../../../editor/extensions";
import { DOCUMENT_FIELD } from "../../../editor/version";
import { EditorBridge } from "./editorBridge";
import { imageFiles } from "./imageFiles";
import { mentionSource, slashSource, type Mentionable } from "./menuSources";
import { MenuController, suggestionMenus } from "./suggestionMenu";
import { SuggestionMenu } from "./SuggestionMenu";
import { Toolbar } from "./Toolbar";
import { UploadList } from "./UploadList";
import { useImageUploads, type UploadImage } from "./useImageUploads";
import "./editor.css";

/** A collaborative editor's document, its provider, and how the caret names the person typing. */
export interface Collaborative {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: { name: string; color: string };
}

export interface RichTextEditorProps {
  /** The editable area's accessible name ("Description", "Add a comment"). */
  label: string;
  placeholder?: string;
  editable: boolean;
  /** Co-edited through Yjs; without it the editor holds `initialHtml` and keeps its own undo history. */
  collaboration?: Collaborative;
  initialHtml?: string;
  onChange?: (html: string, empty: boolean) => void;
  /** Mod+Enter (a comment's "post"). */
  onSubmit?: () => void;
  slug: string;
  people: readonly Mentionable[];
  uploadImage?: UploadImage;
  autoFocus?: boolean;
}

/**
 * Cairn's rich-text editor on the shared schema (editor/extensions.ts): a toolbar, "/" for blocks, "@" for
 * people and work items, markdown shortcuts (StarterKit's input rules), images pasted, dropped or picked
 * and uploaded with progress. Collaborative, it shows the others' named carets.
 */
export default function RichTextEditor({ label, placeholder, editable, collaboration, initialHtml, onChange, onSubmit, slug, people, uploadImage, autoFocus }: RichTextEditorProps) {
  const menuId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const bridge = useMemo(() => new EditorBridge(), []);
  const controller = useMemo(() => new MenuController(), []);

  const editor = useEditor(
    {
      editable,
      immediatelyRender: true,
      autofocus: autoFocus ? "end" : false,
      extensions: [
        ...documentExtensions,
        Placeholder.configure({ placeholder: placeholder ?? "" }),
        suggestionMenus(controller, [slashSource(bridge), mentionSource(slug, bridge.people)]),
        imageFiles(bridge.images),
        ...(collaboration
          ? [
              Collaboration.configure({ document: collaboration.doc, field: DOCUMENT_FIELD }),
              CollaborationCaret.configure({ provider: collaboration.provider, user: collaboration.user }),
            ]
          : [UndoRedo]),
      ],
      ...(collaboration ? {} : { content: initialHtml ?? "" }),
      editorProps: {
        attributes: {
          class: "rich-text rich-text-editor__content",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
        },
        handleKeyDown: (_view, event) => event.key === "Enter" && (event.metaKey || event.ctrlKey) && bridge.submit(),
      },
      onUpdate: ({ editor: current }) => bridge.changed(current.getHTML(), current.isEmpty),
    },
    [collaboration?.doc, collaboration?.provider],
  );

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  const { uploads, add, dismiss } = useImageUploads(editor, uploadImage);

  useEffect(() => {
    bridge.update({
      people,
      onChange,
      onSubmit,
      onImages: add,
      pickImage: () => fileInput.current?.click(),
      editLink: () => {
        const current = editor.getAttributes("link").href as string | undefined;
        const answer = window.prompt("Link address (https://, http:// or mailto:)", current ?? "https://");
        if (answer === null) return;
        const url = answer.trim();
        setLinkError(null);
        if (!url) {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
        } else if (isAllowedLink(url)) {
          editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
        } else {
          setLinkError("Links must start with https://, http:// or mailto:.");
        }
      },
    });
  });

  return (
    <div className={`rich-text-editor${editable ? "" : " rich-text-editor--readonly"}`}>
      {editable && <Toolbar editor={editor} context={bridge} />}
      <EditorContent editor={editor} />
      <SuggestionMenu controller={controller} id={menuId} owner={editor.view.dom} />
      {editable && uploadImage && (
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      )}
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {linkError && (
        <p className="field__error" role="alert">
          {linkError}
        </p>
      )}
    </div>
  );
}
