interface Props {
  title: string;
  message?: string;
  busy?: boolean;
  homeLink?: boolean;
}

/** Loading, empty and error states that take the whole page. */
export function FullPageMessage({ title, message, busy, homeLink }: Props) {
  return (
    <main className="full-page-message" aria-busy={busy || undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      <h1>{title}</h1>
      {message && <p>{message}</p>}
      {homeLink && <a href="/">Go to the start page</a>}
    </main>
  );
}
