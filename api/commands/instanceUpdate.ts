import { Instance } from "../../db/models/Instance.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockInstance } from "../instance/instanceRow.js";

interface InstanceUpdateInput extends UnitOfWork {
  fields: { instance_name?: string | undefined; is_telemetry_enabled?: boolean | undefined };
}

/**
 * The instance admin renames the instance or switches telemetry. No event: nobody holds the instance
 * in a live view (the sign-in screens read it once, god-mode answers its own request).
 */
export async function instanceUpdate({ trx, fields }: InstanceUpdateInput): Promise<Instance> {
  const instance = await lockInstance(trx);
  return Object.keys(fields).length ? Instance.query(trx).patchAndFetchById(instance.id, { ...fields, updated_at: new Date() }) : instance;
}
