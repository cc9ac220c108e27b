interface Props {
  labels: readonly { id: string; name: string; color: string }[];
  /** How many chips fit; the rest are counted. */
  shown: number;
}

/** An item's labels as coloured chips, the first few named (a long name cut short, whole on hover) and the rest counted. */
export function LabelChips({ labels, shown }: Props) {
  return (
    <>
      {labels.slice(0, shown).map((label) => (
        <span key={label.id} className="label-chip" title={label.name}>
          <span className="swatch" style={{ background: label.color }} aria-hidden="true" />
          <span className="label-chip__name">{label.name}</span>
        </span>
      ))}
      {labels.length > shown && <span className="muted">+{labels.length - shown} more</span>}
    </>
  );
}
