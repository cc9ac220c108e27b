import "./DismissButton.css";

interface Props {
  /** The accessible name ("Dismiss", "Close"); the button itself shows only "×". */
  label: string;
  onClick: () => void;
  size?: "small" | "large";
}

/** The "×" in the corner of a banner, a toast or a dialog. */
export function DismissButton({ label, onClick, size = "small" }: Props) {
  return (
    <button type="button" className={size === "large" ? "dismiss-button dismiss-button--large" : "dismiss-button"} aria-label={label} onClick={onClick}>
      ×
    </button>
  );
}
