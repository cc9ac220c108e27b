import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../../components/Button";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { addLink, loadLinks, removeLink, workItemLinks } from "../../../stores/workItemLinks";
import { InlineAddForm } from "./InlineAddForm";
import { useInlineSubmit } from "./useInlineSubmit";
import { Widget, WidgetStatus } from "./Widget";

/** Web links of the item, opened in a new tab; members and admins add and remove them. */
export function LinksWidget({ target, editable }: { target: ItemTarget; editable: boolean }) {
  const { itemId, links, state } = useSnapshot(workItemLinks);
  const mine = itemId === target.itemId;

  useEffect(() => {
    void loadLinks(target);
  }, [target]);

  return (
    <Widget title="Links" count={mine ? links.length : undefined}>
      <WidgetStatus state={mine ? state : "loading"} what="links" onRetry={() => void loadLinks(target)} />
      {mine && state === "ready" && (
        <ul className="widget__list">
          {links.length === 0 && <li className="muted">No links.</li>}
          {links.map((link) => (
            <li key={link.id} className="widget__row">
              {/* noopener: the opened page gets no handle on this tab; noreferrer: nor this page's address. */}
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title || link.url}
              </a>
              {editable && (
                <Button variant="ghost" aria-label={`Remove link ${link.title || link.url}`} onClick={() => void removeLink(target, link.id)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && <AddLinkForm target={target} />}
    </Widget>
  );
}

function AddLinkForm({ target }: { target: ItemTarget }) {
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const { busy, error, run } = useInlineSubmit("add the link");

  const submit = async () => {
    if (!url.trim()) return;
    if (await run(() => addLink(target, url.trim(), title.trim()))) {
      setUrl("");
      setTitle("");
    }
  };

  return (
    <InlineAddForm onSubmit={() => void submit()} submitLabel="Add link" busy={busy} disabled={!url.trim()} error={error}>
      <label className="visually-hidden" htmlFor={`link-url-${target.itemId}`}>
        Link URL
      </label>
      <input id={`link-url-${target.itemId}`} type="url" className="field__input" placeholder="https://…" value={url} onChange={(event) => setUrl(event.target.value)} />
      <label className="visually-hidden" htmlFor={`link-title-${target.itemId}`}>
        Link title (optional)
      </label>
      <input id={`link-title-${target.itemId}`} className="field__input" placeholder="Title (optional)" value={title} onChange={(event) => setTitle(event.target.value)} />
    </InlineAddForm>
  );
}
