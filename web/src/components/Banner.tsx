import type { ReactNode } from "react";
import { DismissButton } from "./DismissButton";
import "./tone.css";
import "./Banner.css";

export type BannerTone = "danger" | "warning" | "info" | "success";

export interface BannerProps {
  tone?: BannerTone;
  title?: string;
  children?: ReactNode;
  /** When given, a "Dismiss" button is shown. */
  onDismiss?: () => void;
  className?: string;
}

const ICONS: Record<BannerTone, string> = { danger: "!", warning: "!", info: "i", success: "✓" };

/** A message above a form or page (SPEC.md section 8, placement "banner"); announced as an alert. */
export function Banner({ tone = "danger", title, children, onDismiss, className }: BannerProps) {
  return (
    <div role="alert" className={["banner", className ?? ""].filter(Boolean).join(" ")} data-tone={tone}>
      <span className="banner__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="banner__body">
        {title && <p className="banner__title">{title}</p>}
        {children && <div className="banner__message">{children}</div>}
      </div>
      {onDismiss && <DismissButton label="Dismiss" onClick={onDismiss} />}
    </div>
  );
}
