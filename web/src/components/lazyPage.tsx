import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component of a module that loads on first use, for modules that export it by name (React.lazy wants
 * a default export). Pages and layouts few visits need (settings, archives, calendar, timeline...) stay
 * out of the bytes every project page downloads.
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * Where a part loaded on first use waits: a status line in its own place, as a first data load shows,
 * while the shell around it (sidebar, top bar, project links) stays as it is.
 */
export function LazyBoundary({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          {`Loading ${what}…`}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
