import type { MemberPerson } from "../../http/types";

/** How a member is shown: display name, else full name, else email. */
export function personName(person: Pick<MemberPerson, "display_name" | "first_name" | "last_name" | "email">): string {
  return person.display_name || [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email;
}
