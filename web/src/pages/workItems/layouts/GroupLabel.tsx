/** A group header's content and fold toggle, as the board's columns and swimlanes take them. */
export interface GroupToggleProps {
  title: string;
  color: string | null;
  total: number;
  collapsed: boolean;
  onToggle: () => void;
}

interface Props {
  title: string;
  color: string | null;
  total: number;
  titleClassName?: string;
  countClassName: string;
}

/** A group's colour swatch, title and item count, as every grouped layout's header shows them. */
export function GroupLabel({ title, color, total, titleClassName, countClassName }: Props) {
  return (
    <>
      {color && <span className="swatch" style={{ background: color }} aria-hidden="true" />}
      <span className={titleClassName}>{title}</span>
      <span className={countClassName} aria-label={`${total} work item${total === 1 ? "" : "s"}`}>
        {total}
      </span>
    </>
  );
}
