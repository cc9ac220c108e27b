import { Link, useLocation } from "wouter";
import type { PersonSummaryShape } from "../../../../api/contract/userShapes";
import { PAGE_ACCESS } from "../../../../api/contract/pages";
import type { Snapshot } from "valtio";
import type { PageShape } from "../../../../api/contract/pageShapes";
import type { RoleValue } from "../../http/types";
import { LockIcon } from "../../components/Icons";
import { Avatar } from "../../shell/Avatar";
import { relativeTime } from "../workItems/relativeTime";
import { FavoriteButton } from "./FavoriteButton";
import { PageActionsMenu } from "./PageActionsMenu";
import type { PageAbilities } from "./pageAbilities";
import { PageLogo } from "./PageLogo";
import { pageTitle } from "./pageTitle";

interface Props {
  page: Snapshot<PageShape>;
  slug: string;
  projectId: string;
  abilities: PageAbilities;
  owner: PersonSummaryShape | undefined;
  workspaceRole: RoleValue;
}

/** One page in the list: its logo and name (the link), lock and privacy marks, owner, last change, favorite and actions. */
export function PageRow({ page, slug, projectId, abilities, owner, workspaceRole }: Props) {
  const [, navigate] = useLocation();
  const name = pageTitle(page.name);
  const href = `~/${slug}/projects/${projectId}/pages/${page.id}`;
  const target = { slug, projectId, pageId: page.id };
  const updated = new Date(page.updated_at);
  return (
    <li className="page-row">
      <Link href={href} className="page-row__link">
        <PageLogo logo={page.logo_props} />
        <span className={page.name.trim() ? "page-row__name" : "page-row__name page-row__name--untitled"}>{name}</span>
      </Link>
      <span className="page-row__marks">
        {page.is_locked && (
          <span className="page-chip" title="Read-only until unlocked">
            <LockIcon className="page-chip__icon" size={11} /> Locked
          </span>
        )}
        {page.access === PAGE_ACCESS.PRIVATE && (
          <span className="page-chip" title="Only its owner sees it">
            Private
          </span>
        )}
      </span>
      <span className="page-row__meta">
        {owner && (
          <span className="page-row__owner" title={`Owner: ${owner.display_name}`}>
            <Avatar name={owner.display_name} url={owner.avatar_url} size={22} />
            <span className="visually-hidden">Owner: {owner.display_name}</span>
          </span>
        )}
        <time className="page-row__updated" dateTime={page.updated_at} title={updated.toLocaleString()}>
          {relativeTime(page.updated_at)}
        </time>
      </span>
      {abilities.favorite && page.archived_at === null && <FavoriteButton page={page} target={target} />}
      <PageActionsMenu page={page} target={target} abilities={abilities} workspaceRole={workspaceRole} href={href} onOpen={() => navigate(href)} />
    </li>
  );
}
