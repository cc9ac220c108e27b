import { useCallback, useEffect, type ReactNode } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import type { ProfileType } from "../../../../api/contract/workItemDisplay";
import { loadMoreProfileWorkItems, loadProfileWorkItems, profileWorkItems } from "../../stores/yourWork";
import { WorkspaceItemsTable } from "../workspaceViews/WorkspaceItemsTable";

interface Props {
  slug: string;
  userId: string;
  type: ProfileType;
  self: boolean;
  /** The person's name once known. */
  name: string | undefined;
}

/** What an empty tab says, for one's own profile and for someone else's. */
function emptyText(type: ProfileType, self: boolean, name: string): { title: string; text: string } {
  if (type === "assigned") {
    return self
      ? { title: "Nothing assigned to you yet", text: "Work items assigned to you in any project you can open show here." }
      : { title: `Nothing assigned to ${name}`, text: `Work items assigned to ${name} in the projects you can open show here.` };
  }
  if (type === "created") {
    return self
      ? { title: "You have not created a work item yet", text: "Work items you create in any project show here." }
      : { title: `${name} has not created a work item`, text: `Work items ${name} creates in the projects you can open show here.` };
  }
  return self
    ? { title: "You do not follow any work item yet", text: "Subscribe from a work item's page to hear of its changes and find it here." }
    : { title: `${name} does not follow any work item`, text: `Work items ${name} subscribes to in the projects you can open show here.` };
}

/** The assigned, created or subscribed tab: the person's items across the readable projects, newest first. */
export function ProfileWorkItems({ slug, userId, type, self, name }: Props) {
  const list = useSnapshot(profileWorkItems);
  useEffect(() => {
    void loadProfileWorkItems(slug, userId, type);
  }, [slug, userId, type]);
  const onMore = useCallback(() => void loadMoreProfileWorkItems(slug, userId, type), [slug, userId, type]);
  const { title, text } = emptyText(type, self, name ?? "this member");
  // SPEC.md section 4: the subscribed view offers no creation; one's own other tabs point to where items are made.
  let action: ReactNode = null;
  if (self && type !== "subscribed") {
    action = (
      <p className="empty-state__action">
        <Link href={`~/${slug}/projects/`} className="btn btn--secondary">
          Create a work item in a project
        </Link>
      </p>
    );
  }
  return (
    <WorkspaceItemsTable
      slug={slug}
      list={list}
      current={list.owner === `${slug}/${userId}/${type}`}
      onRetry={() => void loadProfileWorkItems(slug, userId, type)}
      onMore={onMore}
      empty={
        <div className="empty-state">
          <p className="empty-state__title">{title}</p>
          <p className="muted">{text}</p>
          {action}
        </div>
      }
    />
  );
}
