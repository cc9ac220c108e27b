import type { Knex } from "knex";
import * as identity from "./20261122_0001_identity.js";
import * as instance from "./20261122_0002_instance.js";
import * as authChangeNotify from "./20261122_0003_auth_change_notify.js";

/** Every migration in order. A landed migration is never edited: add a new file and list it here. */
export const MIGRATIONS: Record<string, Knex.Migration> = {
  "20261122_0001_identity": identity,
  "20261122_0002_instance": instance,
  "20261122_0003_auth_change_notify": authChangeNotify,
};
