import type { InstanceSettingKey } from "../contract/instanceSettings.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { writeInstanceSettings } from "../instance/settings.js";

interface InstanceConfigurationUpdateInput extends UnitOfWork {
  secretKey: string;
  /** Only the settings given change; an undefined value keeps the stored one (a masked secret sent back). */
  changes: Partial<Record<InstanceSettingKey, string | undefined>>;
}

/**
 * The instance admin changes the sign-in switches, the mail server or whether webhooks may reach private
 * addresses. No event: the settings are the instance's, not any workspace's, and every request reads them
 * afresh.
 */
export async function instanceConfigurationUpdate({ trx, secretKey, changes }: InstanceConfigurationUpdateInput): Promise<void> {
  await writeInstanceSettings(trx, secretKey, changes);
}
