import type { Knex } from "knex";

/** Invitations to join a workspace, answered from the emailed link or from the invitee's own list. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("workspace_invitations", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    // Stored normalised (trimmed, lowercase) so it compares equal to users.email.
    t.text("email").notNullable().index();
    t.integer("role").notNullable();
    // The token itself is only ever in the emailed link; a leaked table grants nothing.
    t.text("token_hash").notNullable();
    t.boolean("accepted").notNullable().defaultTo(false);
    t.timestamp("responded_at", { useTz: true });
    t.uuid("invited_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
  });
  await knex.raw("alter table workspace_invitations add constraint workspace_invitations_role_check check (role in (5, 15, 20))");
  // One open invitation per address and workspace; answered ones stay as history.
  await knex.raw(
    "create unique index workspace_invitations_open_unique on workspace_invitations (workspace_id, email) where responded_at is null",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("workspace_invitations");
}
