import { Link } from "wouter";
import { useSnapshot } from "valtio";
import type { InstanceSettingKey } from "../../../../api/contract/instanceSettings";
import { Banner } from "../../components/Banner";
import { Switch } from "../../components/Switch";
import type { InstanceSettings } from "../../stores/instanceAdmin";
import { session } from "../../stores/session";
import { GodModePage } from "./GodModeLayout";
import { InstanceSettingsLoader } from "./InstanceSettingsLoader";
import { useSettingSwitches } from "./useSettingSwitches";

type SwitchKey = Extract<InstanceSettingKey, "ENABLE_SIGNUP" | "ENABLE_EMAIL_PASSWORD" | "ENABLE_MAGIC_LINK_LOGIN">;

/** "/god-mode/authentication/": the three sign-in switches, each saved as soon as it is flipped. */
export function AuthenticationSettings() {
  return <InstanceSettingsLoader>{(settings) => <AuthenticationSwitches settings={settings} />}</InstanceSettingsLoader>;
}

function AuthenticationSwitches({ settings }: { settings: InstanceSettings }) {
  const { instance } = useSnapshot(session);
  const { on, bind } = useSettingSwitches<SwitchKey>(settings);
  const smtpReady = instance?.config.is_smtp_configured ?? false;

  return (
    <GodModePage title="Authentication" description="Choose who may create an account and which sign-in methods people can use.">
      {!on("ENABLE_EMAIL_PASSWORD") && !on("ENABLE_MAGIC_LINK_LOGIN") && (
        <Banner tone="warning" title="Nobody can sign in to Cairn">
          <p>Both sign-in methods are off. Turn on passwords or unique codes. God mode itself always uses the administrator password.</p>
        </Banner>
      )}
      <div className="god-mode__card god-mode__card--list">
        <Switch
          label="Allow sign-up"
          description="Anyone who reaches this instance can create an account. Off: only people who already have an account can sign in."
          {...bind("ENABLE_SIGNUP")}
        />
        <Switch label="Password sign-in" description="People sign in with their email and a password they choose." {...bind("ENABLE_EMAIL_PASSWORD")} />
        <Switch
          label="Unique code sign-in"
          description={
            <>
              <p>People get a 6-digit code by email and sign in with it, no password needed.</p>
              <p>
                Codes are sent by email, so this works only once an SMTP server is set up on the <Link href="/email/">Email</Link> page.
                {!smtpReady && " No SMTP server is set up yet: until then, people are asked for a password."}
              </p>
            </>
          }
          {...bind("ENABLE_MAGIC_LINK_LOGIN")}
        />
      </div>
    </GodModePage>
  );
}
