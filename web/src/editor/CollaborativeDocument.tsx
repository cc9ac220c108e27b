import { useMemo } from "react";
import { useSnapshot } from "valtio";
import { DOCUMENT_REFUSALS, type DocumentRef } from "../../../api/contract/documents";
import { Banner } from "../components/Banner";
import { Button } from "../components/Button";
import { RichTextView } from "../components/RichTextView";
import { session } from "../stores/session";
import { DocumentStatus } from "./DocumentStatus";
import type { Mentionable } from "./menuSources";
import RichTextEditor from "./RichTextEditor";
import type { UploadImage } from "./useImageUploads";
import { useDocumentPeople } from "./useDocumentPeople";
import { useLiveDocument, type DocumentRefusal } from "./useLiveDocument";
import { userColor } from "./userColor";

export interface CollaborativeDocumentProps {
  documentRef: DocumentRef;
  /** What the document is called in sentences: "description", "page". */
  noun: string;
  /** The region's and the editable area's accessible name ("Description", "Page content"). */
  label: string;
  /** A visible heading above the document; a page's title is its heading, so it has none. */
  heading?: string;
  placeholder: string;
  /** Shown for a document with no text yet, while the editor loads or cannot be used. */
  emptyText: string;
  slug: string;
  /** The server's sanitised HTML, shown until the live document arrives. */
  html: string;
  /** Why this person may not edit it here (archived, locked, guest), or null when they may. */
  readOnlyReason: string | null;
  /** The caller shows the read-only reason itself (with what to do about it), so the document does not repeat it. */
  reasonShownAbove?: boolean;
  people: readonly Mentionable[];
  /** Without it images cannot be added (the toolbar offers none). */
  uploadImage?: UploadImage;
  className?: string;
}

function refusalText(refusal: Exclude<DocumentRefusal, "outdated-editor">, noun: string): string {
  if (refusal === DOCUMENT_REFUSALS.unauthenticated) return `Your session ended. Sign in again to edit the ${noun}.`;
  if (refusal === DOCUMENT_REFUSALS.notFound) return `This ${noun} is not available to you any more.`;
  return `The ${noun} could not be opened for editing. Reload the page to try again.`;
}

/**
 * A live document (a work item's description, a page): everyone on it sees the others type, with named
 * carets, and who is in it. Read-only (with the reason) when the server or the caller says so.
 */
export default function CollaborativeDocument({ documentRef, noun, label, heading, placeholder, emptyText, slug, html, readOnlyReason, reasonShownAbove = false, people, uploadImage, className }: CollaborativeDocumentProps) {
  const live = useLiveDocument(documentRef);
  const others = useDocumentPeople(live?.provider ?? null);
  const { user } = useSnapshot(session);
  const caretUser = useMemo(() => ({ name: user?.display_name ?? "", color: userColor(user?.id ?? "") }), [user?.display_name, user?.id]);
  // The editor is built once per document: only the document, its provider and the caret's user count.
  const doc = live?.doc;
  const provider = live?.provider;
  const collaboration = useMemo(() => (doc && provider ? { doc, provider, user: caretUser } : undefined), [doc, provider, caretUser]);
  const state = live?.state;
  const refusal = state?.refusal ?? null;
  const reason = readOnlyReason ?? (state?.scope === "readonly" ? `You can view this ${noun} but not edit it.` : null);
  const editable = !reason && state?.scope === "read-write" && state.loaded;

  return (
    <section className={`collaborative-document${className ? ` ${className}` : ""}`} aria-label={label}>
      <div className="collaborative-document__header">
        {heading && <h2 className="collaborative-document__title">{heading}</h2>}
        {state && !refusal && <DocumentStatus connection={state.connection} people={others} />}
      </div>
      {refusal === DOCUMENT_REFUSALS.outdatedEditor && (
        <Banner tone="warning" title="Cairn was updated">
          <p>This page runs an older editor. Reload it to keep editing; nothing you saw here is lost.</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Banner>
      )}
      {refusal && refusal !== DOCUMENT_REFUSALS.outdatedEditor && <Banner tone="danger">{refusalText(refusal, noun)}</Banner>}
      {reason && !refusal && !(reasonShownAbove && readOnlyReason) && (
        <p className="collaborative-document__reason" role="note">
          {reason}
        </p>
      )}
      {collaboration && state?.loaded && !refusal ? (
        <RichTextEditor label={label} placeholder={placeholder} editable={editable} collaboration={collaboration} slug={slug} people={people} uploadImage={uploadImage} />
      ) : (
        <RichTextView html={html} empty={emptyText} />
      )}
    </section>
  );
}
