// The white content block every screen stacks: the surface colour, the page inset, the tokens' padding,
// an optional heading that names it (a `region` for screen readers) and an optional action at the
// heading's right (更多商品, a short status). Features compose it instead of copying its CSS.
import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; it names the section. Without one, name it with `aria-label` or `aria-labelledby`. */
  title?: ReactNode;
  /** The heading's level: 2 (default) under the screen's title, 1 when the section is the screen's title. */
  level?: 1 | 2 | 3;
  /** At the heading's right: a link or button (更多商品), or a short status (已连续签到 3 天). */
  action?: ReactNode;
  /**
   * 'flush' (default): the full width, the content at the page inset. 'card': rounded and set in from the
   * page's edges by the page inset.
   */
  look?: 'flush' | 'card';
}

/**
 * @example
 * <Section title="待领取积分" action={<Link to={more}>更多</Link>}>
 *   <ul>…</ul>
 * </Section>
 */
export function Section({
  title,
  level = 2,
  action,
  look = 'flush',
  className,
  children,
  ...rest
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  const classes = ['mh-section', look === 'card' ? 'mh-section--card' : '', className ?? ''].filter(Boolean);
  const named = title !== undefined && title !== null && title !== '';
  return (
    <section
      className={classes.join(' ')}
      aria-labelledby={named && !rest['aria-label'] ? titleId : undefined}
      {...rest}
    >
      {named || action ? (
        <div className="mh-section-head">
          {named ? (
            <Heading id={titleId} className="mh-section-title">
              {title}
            </Heading>
          ) : null}
          {action ? <div className="mh-section-action">{action}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
