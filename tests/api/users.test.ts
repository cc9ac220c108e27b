import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATION_SIZES, USER_ROLES } from "../../api/contract/onboarding.js";
import { Profile } from "../../db/models/Profile.js";
import { Session } from "../../db/models/Session.js";
import { User } from "../../db/models/User.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { signedUpClient, STRONG_PASSWORD } from "../helpers/factories.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const ME = "/api/users/me/";
const PROFILE = "/api/users/me/profile/";
const ONBOARD = "/api/users/me/onboard/";
const TOUR = "/api/users/me/tour-completed/";
const SETTINGS = "/api/users/me/settings/";

async function member(): Promise<{ client: TestClient; email: string; user: User }> {
  const { client, email } = await signedUpClient(t.baseUrl);
  const user = await User.query(t.db).where("email", email).first();
  if (!user) throw new Error("the signed-up user is missing");
  return { client, email, user };
}

async function profileRow(userId: string): Promise<Profile | undefined> {
  return Profile.query(t.db).where("user_id", userId).first();
}

const CUSTOM_THEME = {
  theme: "custom",
  text: "#1f2933",
  palette: "#ffffff,#f5f7fa,#e4e7eb,#3f76ff,#1f2933,#ffffff,#3e4c59,#e4e7eb",
  primary: "#3f76ff",
  background: "#ffffff",
  darkPalette: false,
  sidebarText: "#3e4c59",
  sidebarBackground: "#f5f7fa",
};

describe("who may call /api/users/me/", () => {
  const reads = [ME, PROFILE, SETTINGS];
  const writes: [string, string, unknown][] = [
    ["PATCH", ME, { first_name: "Mallory" }],
    ["PATCH", PROFILE, { language: "fr" }],
    ["PATCH", ONBOARD, { is_onboarded: true }],
    ["PATCH", TOUR, { is_tour_completed: true }],
    ["DELETE", ME, undefined],
  ];

  it.each(reads)("GET %s answers 401 without a session", async (path) => {
    const res = await new TestClient(t.baseUrl).get(path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("not_authenticated");
  });

  it.each(writes)("%s %s answers 401 without a session, even to input it would refuse", async (method, path, body) => {
    const client = new TestClient(t.baseUrl);
    expect((await client.send(method, path, body)).status).toBe(401);
    expect((await client.send(method, path, { not_a_field: [] })).status).toBe(401);
  });

  it.each(writes)("%s %s answers 403 on the session cookie without the CSRF header, changing nothing", async (method, path, body) => {
    const { client, user } = await member();
    const profileBefore = await profileRow(user.id);
    const res = await client.request(method, path, {
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("CSRF token not found");
    expect(await User.query(t.db).findById(user.id)).toEqual(user);
    expect(await profileRow(user.id)).toEqual(profileBefore);
    expect((await client.get(ME)).status).toBe(200);
  });
});

describe("GET and PATCH /api/users/me/", () => {
  it("answers the signed-in user without secrets", async () => {
    const { client, email, user } = await member();
    const res = await client.get(ME);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email, is_active: true, is_password_autoset: false, is_bot: false, user_timezone: "UTC" });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        "avatar", "avatar_url", "cover_image", "cover_image_url", "date_joined", "display_name", "email", "first_name", "id",
        "is_active", "is_bot", "is_email_verified", "is_password_autoset", "last_login_medium", "last_name", "user_timezone", "username",
      ].sort(),
    );
  });

  it("updates the fields a user owns", async () => {
    const { client } = await member();
    const changes = {
      first_name: "  Grace ",
      last_name: "Hopper",
      display_name: "grace",
      avatar: "https://cdn.example.com/avatar.png",
      cover_image: "/api/assets/v2/user-assets/cover.png",
      user_timezone: "Europe/Paris",
    };
    const res = await client.send("PATCH", ME, changes);
    expect(res.status).toBe(200);
    const expected = { ...changes, first_name: "Grace", avatar_url: changes.avatar, cover_image_url: changes.cover_image };
    expect(res.body).toMatchObject(expected);
    expect((await client.get(ME)).body).toMatchObject(expected);

    const cleared = await client.send("PATCH", ME, { avatar: "", cover_image: null });
    expect(cleared.body).toMatchObject({ avatar: "", avatar_url: null, cover_image: null });
  });

  it.each([
    [{ display_name: "" }],
    [{ display_name: "   " }],
    [{ first_name: 5 }],
    [{ last_name: null }],
    [{ first_name: "x".repeat(256) }],
    [{ avatar: "javascript:alert(1)" }],
    [{ avatar: "ftp://files.example.com/a.png" }],
    [{ cover_image: "not a url" }],
    [{ user_timezone: "Mars/Olympus_Mons" }],
    [{ user_timezone: 3 }],
    [["first_name", "x"]],
  ])("refuses the invalid value %j with 400 and changes nothing", async (body) => {
    const { client, user } = await member();
    const res = await client.send("PATCH", ME, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(await User.query(t.db).findById(user.id)).toEqual(user);
  });

  it.each([
    ["id", "00000000-0000-0000-0000-000000000000"],
    ["email", "someone-else@example.com"],
    ["username", "root"],
    ["is_active", false],
    ["is_bot", true],
    ["is_email_verified", true],
    ["is_password_autoset", true],
    ["date_joined", "2000-01-01T00:00:00.000Z"],
    ["last_login_medium", "magic-code"],
    ["password", STRONG_PASSWORD],
    ["password_hash", "x"],
  ])("refuses to let a client set %s (400, nothing changes)", async (field, value) => {
    const { client, user } = await member();
    const res = await client.send("PATCH", ME, { first_name: "Eve", [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.message).toContain(field);
    expect(await User.query(t.db).findById(user.id)).toEqual(user);
  });
});

describe("GET and PATCH /api/users/me/profile/", () => {
  it("answers every field of the user profile with its defaults", async () => {
    const { client, user } = await member();
    const res = await client.get(PROFILE);
    expect(res.status).toBe(200);
    for (const field of [
      "id", "user", "role", "last_workspace_id", "theme", "onboarding_step", "is_onboarded", "is_tour_completed", "use_case",
      "billing_address_country", "billing_address", "has_billing_address", "language", "created_at", "updated_at",
    ]) {
      expect(res.body).toHaveProperty(field);
    }
    expect(res.body).toMatchObject({
      user: user.id,
      role: null,
      last_workspace_id: null,
      theme: { theme: "system" },
      onboarding_step: { workspace_join: false, profile_complete: false, workspace_create: false, workspace_invite: false },
      is_onboarded: false,
      is_tour_completed: false,
      has_billing_address: false,
      language: "en",
    });
  });

  it("offers the six organisation sizes and ten roles of the onboarding", () => {
    expect(ORGANIZATION_SIZES).toEqual(["Just myself", "2-10", "11-50", "51-200", "201-500", "500+"]);
    expect(USER_ROLES).toHaveLength(10);
  });

  it.each(ORGANIZATION_SIZES)("stores the organisation size %s", async (size) => {
    const { client } = await member();
    const res = await client.send("PATCH", PROFILE, { organization_size: size });
    expect(res.status).toBe(200);
    expect(res.body.organization_size).toBe(size);
  });

  it.each(USER_ROLES)("stores the role %s", async (role) => {
    const { client } = await member();
    const res = await client.send("PATCH", PROFILE, { role });
    expect(res.status).toBe(200);
    expect((await client.get(PROFILE)).body.role).toBe(role);
  });

  it.each(["system", "light", "dark", "light-contrast", "dark-contrast"])("stores the theme %s", async (theme) => {
    const { client } = await member();
    const res = await client.send("PATCH", PROFILE, { theme: { theme } });
    expect(res.status).toBe(200);
    expect(res.body.theme).toEqual({ theme });
  });

  it("stores a custom theme with all eight of its fields", async () => {
    const { client } = await member();
    const res = await client.send("PATCH", PROFILE, { theme: CUSTOM_THEME });
    expect(res.status).toBe(200);
    expect(res.body.theme).toEqual(CUSTOM_THEME);
    expect((await client.get(PROFILE)).body.theme).toEqual(CUSTOM_THEME);
  });

  it("updates the remaining profile fields and merges onboarding steps", async () => {
    const { client } = await member();
    const changes = {
      use_case: "Planning releases",
      language: "pt-BR",
      billing_address_country: "Portugal",
      billing_address: { line1: "Rua Augusta 1", city: "Lisboa" },
      has_billing_address: true,
      onboarding_step: { profile_complete: true },
    };
    const res = await client.send("PATCH", PROFILE, changes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...changes,
      onboarding_step: { profile_complete: true, workspace_create: false, workspace_invite: false, workspace_join: false },
    });
    const next = await client.send("PATCH", PROFILE, { onboarding_step: { workspace_join: true }, role: null });
    expect(next.body.onboarding_step).toEqual({ profile_complete: true, workspace_create: false, workspace_invite: false, workspace_join: true });
    expect(next.body.role).toBeNull();
  });

  const { primary: _primary, ...customWithoutPrimary } = CUSTOM_THEME;
  it.each([
    [{ role: "Astronaut" }],
    [{ role: "engineering" }],
    [{ organization_size: "1000+" }],
    [{ organization_size: 10 }],
    [{ theme: { theme: "solarized" } }],
    [{ theme: "dark" }],
    [{ theme: customWithoutPrimary }],
    [{ theme: { ...CUSTOM_THEME, primary: "#fff" } }],
    [{ theme: { ...CUSTOM_THEME, text: "red" } }],
    [{ theme: { ...CUSTOM_THEME, palette: "#ffffff;#000000" } }],
    [{ theme: { ...CUSTOM_THEME, darkPalette: "yes" } }],
    [{ theme: { ...CUSTOM_THEME, font: "Comic Sans" } }],
    [{ onboarding_step: { workspace_join: "yes" } }],
    [{ onboarding_step: { workspace_leave: true } }],
    [{ language: "english" }],
    [{ has_billing_address: "true" }],
    [{ billing_address: ["Rua Augusta 1"] }],
    [{ use_case: 42 }],
  ])("refuses the invalid value %j with 400 and changes nothing", async (body) => {
    const { client, user } = await member();
    const before = await profileRow(user.id);
    const res = await client.send("PATCH", PROFILE, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(await profileRow(user.id)).toEqual(before);
  });

  it.each([
    ["id", "00000000-0000-0000-0000-000000000000"],
    ["user", "00000000-0000-0000-0000-000000000000"],
    ["is_onboarded", true],
    ["created_at", "2000-01-01T00:00:00.000Z"],
    ["updated_at", "2000-01-01T00:00:00.000Z"],
  ])("refuses to let a client set %s (400, nothing changes)", async (field, value) => {
    const { client, user } = await member();
    const before = await profileRow(user.id);
    const res = await client.send("PATCH", PROFILE, { language: "de", [field]: value });
    expect(res.status).toBe(400);
    expect(await profileRow(user.id)).toEqual(before);
  });
});

describe("PATCH /api/users/me/onboard/ and /tour-completed/", () => {
  it("finishing onboarding sets all four steps and is_onboarded, and sign-in then skips onboarding", async () => {
    const { client, email } = await member();
    const res = await client.send("PATCH", ONBOARD, { is_onboarded: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_onboarded: true,
      onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true },
    });
    expect((await client.get(PROFILE)).body.is_onboarded).toBe(true);
    const signIn = await new TestClient(t.baseUrl).form("/auth/sign-in/", { email, password: STRONG_PASSWORD });
    expect(signIn.location?.pathname).toBe("/");
  });

  it.each([[{}], [{ is_onboarded: false }], [{ is_onboarded: "true" }], [{ is_onboarded: true, role: "Engineering" }]])(
    "onboard refuses %j with 400",
    async (body) => {
      const { client, user } = await member();
      expect((await client.send("PATCH", ONBOARD, body)).status).toBe(400);
      expect((await profileRow(user.id))?.is_onboarded).toBe(false);
    },
  );

  it("marks the tour completed and not completed", async () => {
    const { client } = await member();
    const done = await client.send("PATCH", TOUR, { is_tour_completed: true });
    expect(done.status).toBe(200);
    expect(done.body.is_tour_completed).toBe(true);
    expect((await client.get(PROFILE)).body.is_tour_completed).toBe(true);
    expect((await client.send("PATCH", TOUR, { is_tour_completed: false })).body.is_tour_completed).toBe(false);
  });

  it.each([[{}], [{ is_tour_completed: "yes" }], [{ is_tour_completed: null }], [{ is_tour_completed: true, is_onboarded: true }]])(
    "tour-completed refuses %j with 400",
    async (body) => {
      const { client, user } = await member();
      expect((await client.send("PATCH", TOUR, body)).status).toBe(400);
      expect(await profileRow(user.id)).toMatchObject({ is_tour_completed: false, is_onboarded: false });
    },
  );
});

describe("GET /api/users/me/settings/", () => {
  it("answers the user's id, email and workspace pointers", async () => {
    const { client, email, user } = await member();
    const res = await client.get(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email,
      workspace: { last_workspace_id: null, last_workspace_slug: null, fallback_workspace_id: null, fallback_workspace_slug: null, invites: 0 },
    });
  });
});

describe("DELETE /api/users/me/", () => {
  it("deactivates the account: every session ends and sign-in answers 5019", async () => {
    const { client, email, user } = await member();
    const second = new TestClient(t.baseUrl);
    await second.form("/auth/sign-in/", { email, password: STRONG_PASSWORD });
    expect((await second.get(ME)).status).toBe(200);
    const cookie = client.cookies.get("session-id");

    const res = await client.send("DELETE", ME);
    expect(res.status).toBe(204);
    expect(client.cookies.has("session-id")).toBe(false);
    expect((await User.query(t.db).findById(user.id))?.is_active).toBe(false);
    expect(await Session.query(t.db).where("user_id", user.id)).toEqual([]);
    expect((await second.get(ME)).status).toBe(401);
    const replay = new TestClient(t.baseUrl);
    replay.cookies.set("session-id", cookie ?? "");
    expect((await replay.get(ME)).status).toBe(401);

    const signIn = await new TestClient(t.baseUrl).form("/auth/sign-in/", { email, password: STRONG_PASSWORD });
    expect(signIn.location?.searchParams.get("error_code")).toBe("5019");
    const check = await new TestClient(t.baseUrl).send("POST", "/auth/email-check/", { email });
    expect(check.body.error_code).toBe(5019);
  });
});

describe("account events", () => {
  it("announces each change to one's own account and profile to oneself alone, by its changed fields", async () => {
    const { client, user } = await member();
    const events = recordEvents(t.server.services.events);
    const me = await client.send("PATCH", ME, { first_name: "Ada", display_name: user.display_name });
    const profile = await client.send("PATCH", PROFILE, { theme: CUSTOM_THEME, onboarding_step: { profile_complete: true } });
    const tour = await client.send("PATCH", TOUR, { is_tour_completed: true });
    const onboard = await client.send("PATCH", ONBOARD, { is_onboarded: true });
    expect((await client.send("PATCH", ME, {})).status).toBe(200);
    expect((await client.send("PATCH", PROFILE, { language: "xx-yy" })).status).toBe(400);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["user.updated", "user.updated", "user.updated", "user.updated"]);
    for (const event of events.seen) {
      expect(event).toMatchObject({ id: user.id, workspace_id: null, project_id: null, actor_id: user.id });
      expect(event.audience).toEqual({ kind: "users", workspace_id: null, user_ids: [user.id] });
    }
    expect(events.seen.map((event) => event.data)).toEqual([
      { first_name: "Ada" },
      { theme: CUSTOM_THEME, onboarding_step: profile.body.onboarding_step, updated_at: profile.body.updated_at },
      { is_tour_completed: true, updated_at: tour.body.updated_at },
      { is_onboarded: true, onboarding_step: onboard.body.onboarding_step, updated_at: onboard.body.updated_at },
    ]);
    expect(me.status).toBe(200);
  });

  it("announces a deactivation as the account's change", async () => {
    const { client, user } = await member();
    const events = recordEvents(t.server.services.events);
    expect((await client.send("DELETE", ME)).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.id, event.data])).toEqual([["user.updated", user.id, { is_active: false }]]);
    expect(events.seen[0]?.audience).toEqual({ kind: "users", workspace_id: null, user_ids: [user.id] });
  });
});
