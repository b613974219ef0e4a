import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTitle } from './title';

/**
 * A screen's page: a section labelled by its h1 `title` (also the document title, `useTitle`), the
 * back link above the title when `back` is given, then the content, centred within the content width. `className`
 * adds the screen's own rules to the section (e.g. a narrower reading width).
 */
export function PageFrame({
  title,
  back,
  className,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  useTitle(title);
  const titleId = useId();
  return (
    <section className={className ? `cp-page ${className}` : 'cp-page'} aria-labelledby={titleId}>
      {back && (
        <p className="cp-page__back">
          <Link to={back.to}>← {back.label}</Link>
        </p>
      )}
      <h1 id={titleId} className="cp-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
