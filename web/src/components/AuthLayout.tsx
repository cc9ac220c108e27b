import type { ReactNode } from "react";
import "./AuthLayout.css";

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Top-right of the page, e.g. "New to Cairn? Create an account". */
  headerAside?: ReactNode;
  /** Under the card: secondary links, terms. */
  footer?: ReactNode;
  /** Small label above the title ("Instance admin"). */
  eyebrow?: string;
  children: ReactNode;
}

/** The frame of the signed-out screens: brand bar, one centred card with a heading, the form inside. */
export function AuthLayout({ title, subtitle, headerAside, footer, eyebrow, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <header className="auth-layout__header">
        <a className="auth-layout__brand" href="/">
          <CairnMark />
          <span>Cairn</span>
        </a>
        {headerAside && <div className="auth-layout__aside">{headerAside}</div>}
      </header>
      <main className="auth-layout__main">
        <div className="auth-layout__card">
          <div className="auth-layout__heading">
            {eyebrow && <p className="auth-layout__eyebrow">{eyebrow}</p>}
            <h1>{title}</h1>
            {subtitle && <p className="auth-layout__subtitle">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="auth-layout__footer">{footer}</div>}
      </main>
    </div>
  );
}

/** Three stacked stones. */
export function CairnMark() {
  return (
    <svg className="cairn-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="19" rx="9" ry="3.2" fill="currentColor" opacity="0.55" />
      <ellipse cx="12" cy="12.6" rx="6.4" ry="2.8" fill="currentColor" opacity="0.78" />
      <ellipse cx="12" cy="6.8" rx="3.8" ry="2.4" fill="currentColor" />
    </svg>
  );
}
