import { initials } from "../shell/initials";
import type { DocumentPerson } from "./useDocumentPeople";
import { ConnectionPill, type ConnectionTone } from "../components/ConnectionPill";
import type { DocumentConnection } from "./useLiveDocument";

const SHOWN: Record<DocumentConnection, { label: string; hint: string; tone: ConnectionTone }> = {
  connecting: { label: "Connecting…", hint: "Opening the document.", tone: "waiting" },
  syncing: { label: "Syncing…", hint: "Your latest changes are on their way.", tone: "waiting" },
  connected: { label: "Connected", hint: "Your changes are saved, and others' show as they type.", tone: "good" },
  offline: { label: "Offline", hint: "Offline: keep typing; your changes are merged when you are back online.", tone: "offline" },
};

const SHOWN_PEOPLE = 5;

/** The document's link in words (not colour alone) and who else is in it, each in their caret's colour. */
export function DocumentStatus({ connection, people }: { connection: DocumentConnection; people: readonly DocumentPerson[] }) {
  const { label, hint, tone } = SHOWN[connection];
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
      <ConnectionPill label={label} hint={hint} tone={tone} state={connection} />
    </div>
  );
}
