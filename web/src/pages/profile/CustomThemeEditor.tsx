import { useEffect, useState } from "react";
import type { UserTheme } from "../../../../api/contract/themes";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { Switch } from "../../components/Switch";
import { contrastRatio } from "../../theme/color";
import { customColorsOf, customTheme, DEFAULT_CUSTOM_COLORS, DEFAULT_DARK_CUSTOM_COLORS, type CustomColors } from "../../theme/customTheme";
import { previewTheme } from "../../theme/themeSync";
import { ColorField } from "./ColorField";
import { showToast } from "../../stores/toasts";

type ColorKey = Exclude<keyof CustomColors, "darkPalette">;

const FIELDS: { key: ColorKey; label: string }[] = [
  { key: "primary", label: "Primary" },
  { key: "background", label: "Background" },
  { key: "text", label: "Text" },
  { key: "sidebarBackground", label: "Sidebar background" },
  { key: "sidebarText", label: "Sidebar text" },
];

const MIN_CONTRAST = 4.5;

function sameColors(a: CustomColors, b: CustomColors): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface Props {
  saved: UserTheme;
  onSave: (theme: UserTheme) => Promise<boolean>;
}

/** Five colours and a dark-palette switch; the whole app previews them live until saved. */
export function CustomThemeEditor({ saved, onSave }: Props) {
  const [colors, setColors] = useState<CustomColors>(() => {
    if (saved.theme === "custom") return customColorsOf(saved);
    // Start from whichever default is closer to what is on screen now.
    return document.documentElement.dataset.theme?.startsWith("dark") ? DEFAULT_DARK_CUSTOM_COLORS : DEFAULT_CUSTOM_COLORS;
  });
  const [saving, setSaving] = useState(false);
  const savedColors = saved.theme === "custom" ? customColorsOf(saved) : null;
  const dirty = !savedColors || !sameColors(colors, savedColors);

  useEffect(() => previewTheme(customTheme(colors)), [colors]);
  useEffect(() => () => previewTheme(null), []);

  const setColor = (key: ColorKey, value: string) => setColors((current) => ({ ...current, [key]: value }));

  const setDark = (darkPalette: boolean) =>
    setColors((current) => {
      // Untouched defaults follow the switch; colours someone picked stay theirs.
      const from = darkPalette ? DEFAULT_CUSTOM_COLORS : DEFAULT_DARK_CUSTOM_COLORS;
      if (sameColors(current, from)) return darkPalette ? DEFAULT_DARK_CUSTOM_COLORS : DEFAULT_CUSTOM_COLORS;
      return { ...current, darkPalette };
    });

  const save = async () => {
    setSaving(true);
    if (await onSave(customTheme(colors))) showToast({ tone: "success", title: "Custom theme saved" });
    setSaving(false);
  };

  const textContrast = contrastRatio(colors.text, colors.background);
  const sidebarContrast = contrastRatio(colors.sidebarText, colors.sidebarBackground);

  return (
    <section className="settings-section" aria-labelledby="custom-theme-title">
      <h2 id="custom-theme-title">Custom theme</h2>
      <p className="muted">Changes show across Cairn as you make them; save to keep them.</p>
      <div className="color-grid">
        {FIELDS.map((field) => (
          <ColorField key={field.key} label={field.label} value={colors[field.key]} onChange={(value) => setColor(field.key, value)} />
        ))}
      </div>
      <Switch
        label="Dark palette"
        checked={colors.darkPalette}
        onChange={setDark}
        description="Darker form controls, scrollbars and status colours that read well on a dark background."
      />
      {(textContrast < MIN_CONTRAST || sidebarContrast < MIN_CONTRAST) && (
        <p className="contrast-warning" role="status">
          {textContrast < MIN_CONTRAST && `Text on the background has a contrast of ${textContrast.toFixed(1)}:1. `}
          {sidebarContrast < MIN_CONTRAST && `Sidebar text has a contrast of ${sidebarContrast.toFixed(1)}:1. `}
          Aim for at least {MIN_CONTRAST}:1 so everyone can read it.
        </p>
      )}
      <FormActions>
        {savedColors && dirty && (
          <Button variant="secondary" onClick={() => setColors(savedColors)} disabled={saving}>
            Undo changes
          </Button>
        )}
        <Button onClick={save} loading={saving} disabled={!dirty}>
          Save custom theme
        </Button>
      </FormActions>
    </section>
  );
}
