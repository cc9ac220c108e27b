import type { ComponentProps } from "react";
import { LabelColorPicker } from "./LabelColorPicker";
import { NamedColorForm } from "./NamedColorForm";

type Props = Omit<ComponentProps<typeof NamedColorForm>, "noun" | "renderColor">;

/** A label's name, colour from the palette (or any hex) and description. */
export function LabelForm(props: Props) {
  return <NamedColorForm {...props} noun="label" renderColor={(color, setColor) => <LabelColorPicker value={color} onChange={setColor} />} />;
}
