/** A workspace's logo, or its first letter when it has none; decorative next to its name. */
export function WorkspaceLogo({ name, url }: { name: string; url?: string | null }) {
  if (url) return <img className="workspace-logo" src={url} alt="" />;
  return (
    <span className="workspace-logo" aria-hidden="true">
      {(name.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}
