import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { ThemeName, UserTheme } from "../../../../api/contract/themes";
import { Banner } from "../../components/Banner";
import { RadioGroup, type RadioOption } from "../../components/RadioGroup";
import { describeError } from "../../http/describeError";
import { saveTheme } from "../../stores/account";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { previewTheme } from "../../theme/themeSync";
import { CustomThemeEditor } from "./CustomThemeEditor";
import { ThemeSwatch } from "./ThemeSwatch";
import { useDocumentTitle } from "../../shell/useDocumentTitle";

const THEME_OPTIONS: readonly RadioOption<ThemeName>[] = [
  { value: "system", label: "System preference", detail: <ThemeSwatch theme="system" /> },
  { value: "light", label: "Light", detail: <ThemeSwatch theme="light" /> },
  { value: "dark", label: "Dark", detail: <ThemeSwatch theme="dark" /> },
  { value: "light-contrast", label: "Light high contrast", detail: <ThemeSwatch theme="light-contrast" /> },
  { value: "dark-contrast", label: "Dark high contrast", detail: <ThemeSwatch theme="dark-contrast" /> },
  { value: "custom", label: "Custom", detail: <ThemeSwatch theme="custom" /> },
];

/** /profile/appearance/: the theme, applied at once and saved to the profile (optimistically). */
export function AppearanceSettings() {
  useDocumentTitle("Appearance settings");
  const { profile } = useSnapshot(session);
  const saved = profile?.theme.theme ?? "system";
  const [editingCustom, setEditingCustom] = useState(saved === "custom");
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => () => previewTheme(null), []);

  const save = async (theme: UserTheme): Promise<boolean> => {
    setFailure(null);
    try {
      await saveTheme(theme);
      return true;
    } catch (error) {
      const message = describeError(error, "change the theme");
      setFailure(message);
      showToast({ tone: "danger", title: "Failed to update the theme", message: "Your previous theme is back." });
      return false;
    }
  };

  const choose = (name: ThemeName) => {
    if (name === "custom") {
      setEditingCustom(true);
      return;
    }
    setEditingCustom(false);
    previewTheme(null);
    void save({ theme: name });
  };

  return (
    <>
      <header className="settings-page__header">
        <h1>Appearance</h1>
        <p className="muted">Choose how Cairn looks on every device you sign in from.</p>
      </header>
      <section className="settings-section" aria-labelledby="theme-title">
        <h2 id="theme-title" className="visually-hidden">
          Theme
        </h2>
        {failure && (
          <Banner title="Theme not saved" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        <RadioGroup legend="Theme" name="theme" columns={3} options={THEME_OPTIONS} value={editingCustom ? "custom" : saved} onChange={choose} />
      </section>
      {editingCustom && profile && <CustomThemeEditor saved={profile.theme} onSave={save} />}
    </>
  );
}
