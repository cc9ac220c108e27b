import { useId } from "react";

interface Row {
  key: string;
  label: string;
  count: number;
}

/** Counts as labelled bars; the numbers are the text, the bars only draw them. */
export function Distribution({ title, rows }: { title: string; rows: readonly Row[] }) {
  const headingId = useId();
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="your-work__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="your-work__panel-title">
        {title}
      </h2>
      <ul className="distribution">
        {rows.map((row) => (
          <li key={row.key} className="distribution__row" data-key={row.key}>
            <span className="distribution__label">{row.label}</span>
            <span className="distribution__track" aria-hidden="true">
              <span className="distribution__bar" style={{ width: `${(row.count / largest) * 100}%` }} />
            </span>
            <span className="distribution__count">{row.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
