import { Link } from "wouter";
import { Banner } from "../../components/Banner";
import type { AuthErrorInfo } from "./authErrors";

export type AuthAction = NonNullable<AuthErrorInfo["action"]>;
export type AuthActionLinks = Partial<Record<AuthAction, { href: string; label: string }>>;

interface Props {
  error: AuthErrorInfo | null;
  /** Where each error's way out leads on this page; actions without a link show no link. */
  links?: AuthActionLinks;
  onDismiss?: () => void;
}

/** The banner placement of an auth error, with its way out ("Set up Cairn", "Create an account"). */
export function AuthErrorBanner({ error, links = {}, onDismiss }: Props) {
  if (!error || error.placement !== "banner") return null;
  const link = error.action ? links[error.action] : undefined;
  return (
    <Banner tone="danger" title={error.title} onDismiss={onDismiss}>
      <p>
        {error.message}
        {link && (
          <>
            {" "}
            {/* God mode is a separate app section; a full load resets the signed-out state cleanly. */}
            {error.action === "god-mode" ? <a href={link.href}>{link.label}</a> : <Link href={link.href}>{link.label}</Link>}
          </>
        )}
      </p>
    </Banner>
  );
}
