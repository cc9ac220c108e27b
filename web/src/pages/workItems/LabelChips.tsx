interface Props {
  labels: readonly { id: string; name: string; color: string }[];
  /** How many chips fit; the rest are counted. */
  shown: number;
}

/** An item's labels as coloured chips, the first few named and the rest counted. */
export function LabelChips({ labels, shown }: Props) {
  return (
    <>
      {labels.slice(0, shown).map((label) => (
        <span key={label.id} className="label-chip">
          <span className="swatch" style={{ background: label.color }} aria-hidden="true" />
          {label.name}
        </span>
      ))}
      {labels.length > shown && <span className="muted">+{labels.length - shown} more</span>}
    </>
  );
}
