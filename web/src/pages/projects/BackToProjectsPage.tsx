import type { ReactNode } from "react";
import { Link } from "wouter";

interface Props {
  slug: string;
  /** Ties the section to its heading. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A page in place of a project that cannot be shown as such, with a way back to the projects list. */
export function BackToProjectsPage({ slug, titleId, title, children }: Props) {
  return (
    <section className="workspace-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
      <p>
        <Link href={`~/${slug}/projects/`}>Back to projects</Link>
      </p>
    </section>
  );
}
