import type { Snapshot } from "valtio";
import type { PageShape } from "../../../../api/contract/pageShapes";
import { setPageFavorite, type PageTarget } from "../../stores/pageActions";
import { runPageAction } from "./pageActionRunner";
import { pageTitle } from "./pageTitle";

/** The star: a toggle button whose pressed state is whether the page is among the viewer's favorites. */
export function FavoriteButton({ page, target }: { page: Snapshot<PageShape>; target: PageTarget }) {
  const name = pageTitle(page.name);
  return (
    <button
      type="button"
      className={page.is_favorite ? "icon-button page-favorite page-favorite--on" : "icon-button page-favorite"}
      aria-pressed={page.is_favorite}
      aria-label={`Favorite: ${name}`}
      title={page.is_favorite ? "Remove from favorites" : "Add to favorites"}
      onClick={() => void runPageAction(() => setPageFavorite(target, !page.is_favorite), { action: "change your favorites", failed: "Favorites not changed" })}
    >
      <span aria-hidden="true">{page.is_favorite ? "★" : "☆"}</span>
    </button>
  );
}
