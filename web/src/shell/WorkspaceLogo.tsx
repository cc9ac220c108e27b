import { initials } from "./initials";

/** A workspace's logo, or its first character when it has none; decorative next to its name. */
export function WorkspaceLogo({ name, url }: { name: string; url?: string | null }) {
  if (url) return <img className="workspace-logo" src={url} alt="" />;
  return (
    <span className="workspace-logo" aria-hidden="true">
      {initials(name, 1)}
    </span>
  );
}
