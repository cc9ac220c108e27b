import type { IdentifierStatus } from "./projectIdentifier";

const STATUS_TEXT: Record<IdentifierStatus, string> = {
  empty: "Work items are numbered with it, as in WEB-12.",
  invalid: "Letters A-Z and digits only, up to 12.",
  checking: "Checking whether this identifier is free…",
  available: "Available",
  taken: "Taken — another project in this workspace uses it.",
  unknown: "Could not check just now; it is checked again when you create the project.",
};

/** The identifier field's hint: what it is for, then whether it is free, announced politely as it changes. */
export function IdentifierStatusLine({ status, identifier }: { status: IdentifierStatus; identifier: string }) {
  return (
    <>
      {identifier && status !== "invalid" && <span className="muted">Work items read {identifier}-1, {identifier}-2, … </span>}
      <span className="slug-status" data-status={status} aria-live="polite">
        {STATUS_TEXT[status]}
      </span>
    </>
  );
}
