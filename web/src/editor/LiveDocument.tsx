import { Suspense } from "react";
import { RichTextView } from "../components/RichTextView";
import type { CollaborativeDocumentProps } from "./CollaborativeDocument";
import { LazyCollaborativeDocument } from "./lazy";

/**
 * A live document where the screen shows it: the server's HTML, read-only, while the editor's code loads
 * on first use (./lazy.ts), then the editor in the same place and landmark.
 */
export function LiveDocument(props: CollaborativeDocumentProps) {
  return (
    <Suspense
      fallback={
        <section className={props.className} aria-label={props.label}>
          <RichTextView html={props.html} empty={props.emptyText} />
        </section>
      }
    >
      <LazyCollaborativeDocument {...props} />
    </Suspense>
  );
}
