import { initials } from "./initials";

interface Props {
  name: string;
  url?: string | null;
  size?: number;
}

/** A person's picture, or their initials when they have none; decorative next to their name. */
export function Avatar({ name, url, size = 28 }: Props) {
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (url) return <img className="avatar" src={url} alt="" style={style} />;
  return (
    <span className="avatar avatar--initials" aria-hidden="true" style={style}>
      {initials(name, 2)}
    </span>
  );
}
