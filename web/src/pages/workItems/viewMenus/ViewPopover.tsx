import type { ReactNode } from "react";
import { Button } from "../../../components/Button";
import { usePopover } from "./usePopover";
import "./ViewMenus.css";

interface Props {
  label: string;
  /** A count shown on the button (active filters); hidden when zero. */
  count?: number;
  /** Names the dialog for assistive technology. */
  title: string;
  children: ReactNode;
}

/** A header button with its panel underneath, shared by the Filters and Display menus. */
export function ViewPopover({ label, count = 0, title, children }: Props) {
  const { open, buttonProps, panelProps } = usePopover();
  return (
    <div className="view-menu">
      <Button {...buttonProps} variant="secondary" className="view-menu__button">
        {label}
        {count > 0 && (
          <>
            <span className="view-menu__count" aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden"> ({count} active)</span>
          </>
        )}
      </Button>
      {open && (
        <div {...panelProps} aria-label={title} className="view-menu__panel">
          {children}
        </div>
      )}
    </div>
  );
}
