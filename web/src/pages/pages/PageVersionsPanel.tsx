import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { PersonSummaryShape } from "../../../../api/contract/userShapes";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DismissButton } from "../../components/DismissButton";
import { LoadStatus } from "../../components/LoadStatus";
import { RichTextView } from "../../components/RichTextView";
import type { PageTarget } from "../../stores/pageActions";
import { closePageVersionPreview, loadPageVersions, pageVersions, previewPageVersion, restorePageVersion } from "../../stores/pageVersions";
import { showToast } from "../../stores/toasts";

interface Props {
  target: PageTarget;
  people: ReadonlyMap<string, PersonSummaryShape>;
  /** Restoring rewrites the document: only for those who may edit it now. */
  canRestore: boolean;
  onClose: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The page's saved versions, newest first: pick one to read it as it was, and restore it. */
export function PageVersionsPanel({ target, people, canRestore, onClose }: Props) {
  const store = useSnapshot(pageVersions);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void loadPageVersions(target);
    return closePageVersionPreview;
  }, [target]);
  const preview = store.previewId ? store.versions.find((version) => version.id === store.previewId) : undefined;

  return (
    <aside className="page-versions" aria-labelledby="page-versions-title">
      <header className="page-versions__header">
        <h2 id="page-versions-title">Versions</h2>
        <DismissButton label="Close versions" onClick={onClose} />
      </header>
      <LoadStatus current={store.pageId === target.pageId} state={store.state} loadingText="Loading versions…" failedTitle="Could not load the versions" onRetry={() => void loadPageVersions(target)}>
        {store.versions.length === 0 ? (
          <p className="muted">No versions yet. Cairn keeps one as the page is written, every few minutes of editing.</p>
        ) : (
          <ul className="page-versions__list">
            {store.versions.map((version) => {
              const owner = version.owned_by ? people.get(version.owned_by) : undefined;
              return (
                <li key={version.id}>
                  <button type="button" className="page-versions__item" aria-pressed={version.id === store.previewId} onClick={() => void previewPageVersion(target, version.id)}>
                    <time dateTime={version.last_saved_at}>{when(version.last_saved_at)}</time>
                    {owner && <span className="muted">by {owner.display_name}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </LoadStatus>
      {preview && (
        <section className="page-versions__preview" aria-label={`Version of ${when(preview.last_saved_at)}`}>
          <div className="page-versions__preview-header">
            <h3>Version of {when(preview.last_saved_at)}</h3>
            {canRestore && store.previewState === "ready" && <Button onClick={() => setConfirming(true)}>Restore this version</Button>}
          </div>
          <LoadStatus state={store.previewState} loadingText="Loading the version…" failedTitle="Could not load this version" onRetry={() => void previewPageVersion(target, preview.id)}>
            <RichTextView html={store.preview?.description_html ?? ""} empty="This version was empty." />
          </LoadStatus>
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title="Restore this version?"
            description={`The page's content becomes the version of ${when(preview.last_saved_at)} for everyone who has it open. What is there now is replaced.`}
            confirmLabel="Restore version"
            action="restore the version"
            onConfirm={async () => {
              await restorePageVersion(target, preview.id);
              showToast({ tone: "success", title: "Version restored", message: `The page is back to ${when(preview.last_saved_at)}.` });
            }}
          />
        </section>
      )}
    </aside>
  );
}
