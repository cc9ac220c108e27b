import type { ComponentProps } from "react";
import { ColorField } from "../profile/ColorField";
import { NamedColorForm } from "./NamedColorForm";

type Props = Omit<ComponentProps<typeof NamedColorForm>, "noun" | "renderColor">;

/** A state's name, colour from a free picker and description. */
export function StateForm(props: Props) {
  return <NamedColorForm {...props} noun="state" renderColor={(color, setColor) => <ColorField label="State colour" value={color} onChange={setColor} />} />;
}
