import { initials } from "../shell/initials";
import type { DocumentPerson } from "./useDocumentPeople";
import type { DocumentConnection } from "./useLiveDocument";

const SHOWN: Record<DocumentConnection, { label: string; hint: string }> = {
  connecting: { label: "Connecting…", hint: "Opening the document." },
  syncing: { label: "Syncing…", hint: "Your latest changes are on their way." },
  connected: { label: "Connected", hint: "Your changes are saved, and others' show as they type." },
  offline: { label: "Offline", hint: "Offline: keep typing; your changes are merged when you are back online." },
};

const SHOWN_PEOPLE = 5;

/** The document's link in words (not colour alone) and who else is in it, each in their caret's colour. */
export function DocumentStatus({ connection, people }: { connection: DocumentConnection; people: readonly DocumentPerson[] }) {
  const { label, hint } = SHOWN[connection];
  const names = people.map((person) => person.name).join(", ");
  return (
    <div className="document-status">
      {people.length > 0 && (
        <div className="document-status__people" role="group" aria-label={`Also editing: ${names}`} title={`Also editing: ${names}`}>
          {people.slice(0, SHOWN_PEOPLE).map((person) => (
            <span key={person.clientId} className="document-status__person" style={{ background: person.color }} aria-hidden="true">
              {initials(person.name, 2)}
            </span>
          ))}
          {people.length > SHOWN_PEOPLE && <span className="document-status__more">+{people.length - SHOWN_PEOPLE}</span>}
        </div>
      )}
      <span className={`document-connection document-connection--${connection}`} role="status" title={hint} data-document-connection={connection}>
        <span className="document-connection__dot" aria-hidden="true" />
        {label}
        <span className="visually-hidden">. {hint}</span>
      </span>
    </div>
  );
}
