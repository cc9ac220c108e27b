import type { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";

export interface DocumentPerson {
  clientId: number;
  name: string;
  color: string;
}

/** Everyone else with the document open, from its awareness (the server set each one's name). */
export function useDocumentPeople(provider: HocuspocusProvider | null): DocumentPerson[] {
  const [people, setPeople] = useState<DocumentPerson[]>([]);
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) return;
    const read = () => {
      const others: DocumentPerson[] = [];
      awareness.getStates().forEach((state, clientId) => {
        const user = (state as { user?: { name?: unknown; color?: unknown } }).user;
        if (clientId === awareness.clientID || typeof user?.name !== "string") return;
        others.push({ clientId, name: user.name, color: typeof user.color === "string" ? user.color : "#5c6370" });
      });
      setPeople(others);
    };
    read();
    awareness.on("change", read);
    return () => awareness.off("change", read);
  }, [provider]);
  return people;
}
