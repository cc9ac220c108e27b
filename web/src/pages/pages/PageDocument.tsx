import { useMemo } from "react";
import type { Mentionable } from "../../editor/menuSources";
import { LiveDocument } from "../../editor/LiveDocument";
import { uploadDescriptionImage } from "../../editor/uploadDescriptionImage";

interface Props {
  slug: string;
  projectId: string;
  pageId: string;
  /** The server's sanitised HTML: shown while the editor loads, and by the editor until the document arrives. */
  html: string;
  /** Why the viewer cannot edit (shown above by the page), or null. */
  readOnlyReason: string | null;
  people: readonly Mentionable[];
}

/** The page's body: the live document `page.<id>` everyone on the page types into, with named carets. */
export function PageDocument({ slug, projectId, pageId, html, readOnlyReason, people }: Props) {
  const documentRef = useMemo(() => ({ kind: "page" as const, id: pageId }), [pageId]);
  // Pasted and dropped images become the page's own assets (PAGE_DESCRIPTION), deleted with it.
  const uploadImage = useMemo(() => uploadDescriptionImage(slug, projectId, { type: "PAGE_DESCRIPTION", id: pageId }), [slug, projectId, pageId]);
  return (
    <LiveDocument
      documentRef={documentRef}
      noun="page"
      label="Page content"
      placeholder="Start writing… Type / for blocks, @ to mention"
      emptyText="This page is empty."
      className="page-document"
      slug={slug}
      html={html}
      readOnlyReason={readOnlyReason}
      reasonShownAbove
      people={people}
      uploadImage={uploadImage}
    />
  );
}
