import { Model } from "objection";

/** Columns are snake_case in SQL and in the models alike; presenters choose what reaches the wire. */
export class BaseModel extends Model {
  static override useLimitInFirst = true;
}
