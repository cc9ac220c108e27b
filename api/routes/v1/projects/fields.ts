import type { V1ProjectUpdateReq } from "./schema.js";

type AppNamed<T> = Omit<T, "project_lead" | "intake_view"> & { lead_id?: string | null; inbox_view?: boolean };

/** A v1 project body in the app's field names, as projectCreate / projectUpdate take them. */
export function toAppProjectFields<T extends V1ProjectUpdateReq>(body: T): AppNamed<T> {
  const { project_lead: lead, intake_view: inbox, ...same } = body;
  return {
    ...same,
    ...(lead === undefined ? {} : { lead_id: lead }),
    ...(inbox === undefined ? {} : { inbox_view: inbox }),
  };
}
