import { useMemo } from "react";
import { LiveDocument } from "../../editor/LiveDocument";
import type { Mentionable } from "../../editor/menuSources";
import { uploadDescriptionImage } from "../../editor/uploadDescriptionImage";
import type { ItemTarget } from "../../stores/workItemDetail";

interface Props {
  target: ItemTarget;
  /** The server's sanitised HTML: shown while the editor loads, and by the editor until the document arrives. */
  html: string;
  /** Why the description cannot be edited here (archived item, view-only role), or null. */
  readOnlyReason: string | null;
  people: readonly Mentionable[];
}

/**
 * The description as a collaborative document (issue 13): the editor loads on first use and the server
 * stores what is typed, so there is no save button. Images belong to the description, not to the
 * item's attachments.
 */
export function WorkItemDescription({ target, html, readOnlyReason, people }: Props) {
  const uploadImage = useMemo(() => uploadDescriptionImage(target.slug, target.projectId, { type: "ISSUE_DESCRIPTION", id: target.itemId }), [target.slug, target.projectId, target.itemId]);
  const documentRef = useMemo(() => ({ kind: "work_item_description" as const, id: target.itemId }), [target.itemId]);
  return (
    <LiveDocument
      documentRef={documentRef}
      noun="description"
      label="Description"
      heading="Description"
      placeholder="Add a description… Type / for blocks, @ to mention"
      emptyText="No description."
      className="work-item-description"
      slug={target.slug}
      html={html}
      readOnlyReason={readOnlyReason}
      people={people}
      uploadImage={uploadImage}
    />
  );
}
