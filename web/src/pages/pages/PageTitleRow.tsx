import type { KeyboardEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import type { PageShape } from "../../../../api/contract/pageShapes";
import { updatePage, type PageTarget } from "../../stores/pageActions";
import { EmojiPicker } from "./EmojiPicker";
import { runPageAction } from "./pageActionRunner";
import { usePageTitleAutosave, type TitleSaveStatus } from "./usePageTitleAutosave";

const STATUS_TEXT: Record<TitleSaveStatus, string> = { saved: "Saved", submitting: "Saving…", submitted: "Saved just now" };

interface Props {
  page: PageShape;
  target: PageTarget;
  editable: boolean;
}

/** The page's logo and title: typed in place and saved by itself, with the saving status beside it. */
export function PageTitleRow({ page, target, editable }: Props) {
  const { draft, status, change, flush } = usePageTitleAutosave(page.name, (name) => updatePage(target, { name }));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void flush();
  };
  const changeLogo = (logo_props: Record<string, unknown>) => void runPageAction(() => updatePage(target, { logo_props }), { action: "change the page's logo", failed: "Logo not changed" });
  return (
    <div className="page-title-row">
      <EmojiPicker logo={page.logo_props} onChange={editable ? changeLogo : null} />
      <div className="page-title-row__main">
        {editable ? (
          <h1 className="page-title-row__heading">
            <textarea
              className="page-title-row__input"
              aria-label="Page title"
              placeholder="Untitled"
              rows={1}
              maxLength={LIMITS.pageNameMaxLength}
              value={draft}
              autoFocus={!page.name}
              // A title is one line: Enter saves it, and a pasted line break becomes a space.
              onChange={(event) => change(event.target.value.replace(/\s*\n\s*/g, " "))}
              onBlur={() => void flush()}
              onKeyDown={onKeyDown}
            />
          </h1>
        ) : (
          <h1 className="page-title-row__heading">{page.name.trim() || "Untitled"}</h1>
        )}
        {editable && (
          <p className="page-title-row__status" role="status" data-save-status={status}>
            {STATUS_TEXT[status]}
          </p>
        )}
      </div>
    </div>
  );
}
