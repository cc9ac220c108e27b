import { useMemo } from "react";
import { useSnapshot } from "valtio";
import { DOCUMENT_REFUSALS } from "../../../api/contract/documents";
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

export interface CollaborativeDescriptionProps {
  itemId: string;
  slug: string;
  /** The server's sanitised HTML, shown until the live document arrives. */
  html: string;
  /** Why this person may not edit it here (archived, guest), or null when they may. */
  readOnlyReason: string | null;
  people: readonly Mentionable[];
  uploadImage: UploadImage;
}

const REFUSED: Record<Exclude<DocumentRefusal, "outdated-editor">, string> = {
  [DOCUMENT_REFUSALS.unauthenticated]: "Your session ended. Sign in again to edit the description.",
  [DOCUMENT_REFUSALS.notFound]: "This description is not available to you any more.",
  [DOCUMENT_REFUSALS.failed]: "The description could not be opened for editing. Reload the page to try again.",
};

/**
 * A work item's description as a live document: everyone on it sees the others type, with named carets,
 * and who is in it. Read-only (with the reason) when the server or the item says so.
 */
export default function CollaborativeDescription({ itemId, slug, html, readOnlyReason, people, uploadImage }: CollaborativeDescriptionProps) {
  const ref = useMemo(() => ({ kind: "work_item_description" as const, id: itemId }), [itemId]);
  const live = useLiveDocument(ref);
  const others = useDocumentPeople(live?.provider ?? null);
  const { user } = useSnapshot(session);
  const caretUser = useMemo(() => ({ name: user?.display_name ?? "", color: userColor(user?.id ?? "") }), [user?.display_name, user?.id]);
  // The editor is built once per document: only the document, its provider and the caret's user count.
  const doc = live?.doc;
  const provider = live?.provider;
  const collaboration = useMemo(() => (doc && provider ? { doc, provider, user: caretUser } : undefined), [doc, provider, caretUser]);
  const state = live?.state;
  const refusal = state?.refusal ?? null;
  const reason = readOnlyReason ?? (state?.scope === "readonly" ? "You can view this description but not edit it." : null);
  const editable = !reason && state?.scope === "read-write" && state.loaded;

  return (
    <section className="work-item-description collaborative-description" aria-label="Description">
      <div className="collaborative-description__header">
        <h2 className="collaborative-description__title">Description</h2>
        {state && !refusal && <DocumentStatus connection={state.connection} people={others} />}
      </div>
      {refusal === DOCUMENT_REFUSALS.outdatedEditor && (
        <Banner tone="warning" title="Cairn was updated">
          <p>This page runs an older editor. Reload it to keep editing; nothing you saw here is lost.</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Banner>
      )}
      {refusal && refusal !== DOCUMENT_REFUSALS.outdatedEditor && <Banner tone="danger">{REFUSED[refusal]}</Banner>}
      {reason && !refusal && (
        <p className="collaborative-description__reason" role="note">
          {reason}
        </p>
      )}
      {collaboration && state?.loaded && !refusal ? (
        <RichTextEditor
          label="Description"
          placeholder="Add a description… Type / for blocks, @ to mention"
          editable={editable}
          collaboration={collaboration}
          slug={slug}
          people={people}
          uploadImage={uploadImage}
        />
      ) : (
        <RichTextView html={html} empty="No description." />
      )}
    </section>
  );
}
