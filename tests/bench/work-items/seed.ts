import { projectCreate } from "../../../api/commands/projectCreate.js";
import { ROLE } from "../../../api/contract/roles.js";
import type { Db } from "../../../db/connection.js";
import type { Project } from "../../../db/models/Project.js";
import { State } from "../../../db/models/State.js";
import type { User } from "../../../db/models/User.js";
import type { Workspace } from "../../../db/models/Workspace.js";
import { buildUser } from "../../helpers/factories.js";
import { unheardOutbox, uniqueIdentifier } from "../../helpers/projects.js";
import { buildWorkspace } from "../../helpers/workspaces.js";

export const ITEM_COUNT = 10_000;
const PEOPLE = 8;
const LABELS = 12;

export interface Seeded {
  owner: User;
  workspace: Workspace;
  project: Project;
}

/**
 * A project of 10,000 live items written with generate_series: states weighted like a working project
 * (backlog 30%, todo 25%, in progress 15%, done 25%, cancelled 5%), all five priorities, target dates on
 * about 40%, zero to two of eight assignees and zero to two of twelve labels each.
 */
export async function seedProject(db: Db): Promise<Seeded> {
  const owner = await buildUser(db);
  const workspace = await buildWorkspace(db, owner);
  const { project } = await db.transaction((trx) =>
    projectCreate({ trx, outbox: unheardOutbox, actor: owner, workspace, workspaceRole: ROLE.ADMIN, fields: { name: "Bench", identifier: uniqueIdentifier("B"), network: 2 } }),
  );
  const people = await Promise.all(Array.from({ length: PEOPLE }, () => buildUser(db, { autoset: true })));
  await db("workspace_members").insert(people.map((person) => ({ workspace_id: workspace.id, member_id: person.id, role: ROLE.MEMBER })));
  await db("project_members").insert(people.map((person) => ({ workspace_id: workspace.id, project_id: project.id, member_id: person.id, role: ROLE.MEMBER })));
  await db("labels").insert(Array.from({ length: LABELS }, (_, n) => ({ workspace_id: workspace.id, project_id: project.id, name: `label ${n}`, color: "#0693E3", sort_order: 65535 + n })));
  const states = await State.query(db).where({ project_id: project.id, is_triage: false }).orderBy("sequence");
  const stateIds = states.map((state) => state.id);

  await db.raw(
    `insert into issues (workspace_id, project_id, sequence_id, name, priority, state_id, sort_order, start_date, target_date,
                         created_by_id, updated_by_id, created_at, updated_at)
     select :workspace, :project, g, 'Work item ' || g,
            (array['urgent','high','medium','low','none'])[1 + (g * 7) % 5],
            (:states::uuid[])[case when g % 20 < 6 then 1 when g % 20 < 11 then 2 when g % 20 < 14 then 3 when g % 20 < 19 then 4 else 5 end],
            65535 + g * 10000,
            case when g % 5 < 2 then date '2026-01-01' + (g % 120) end,
            case when g % 5 < 2 then date '2026-01-01' + (g % 120) + 14 end,
            :owner, :owner, now() - make_interval(mins => :count - g), now() - make_interval(mins => :count - g)
     from generate_series(1, :count) as g`,
    { workspace: workspace.id, project: project.id, states: `{${stateIds.join(",")}}`, owner: owner.id, count: ITEM_COUNT },
  );
  await db("projects").where("id", project.id).update({ last_sequence_id: ITEM_COUNT });
  // Links pick people and labels by the item's sequence number, so every run sees the same spread.
  for (const [table, column, source, modulo] of [
    ["issue_assignees", "assignee_id", "project_members", PEOPLE + 1],
    ["issue_labels", "label_id", "labels", LABELS + 1],
  ] as const) {
    const idColumn = source === "labels" ? "id" : "member_id";
    await db.raw(
      `insert into ${table} (issue_id, ${column}, workspace_id, project_id)
       select i.id, s.${idColumn}, i.workspace_id, i.project_id
       from issues i
       join lateral (select ${idColumn}, row_number() over (order by ${idColumn}) as n from ${source} where project_id = i.project_id) s
         on s.n in (1 + i.sequence_id % :modulo, 1 + (i.sequence_id * 3) % :modulo) and i.sequence_id % 4 <> 0
       where i.project_id = :project`,
      { project: project.id, modulo },
    );
  }
  await db.raw("vacuum analyze");
  return { owner, workspace, project };
}
