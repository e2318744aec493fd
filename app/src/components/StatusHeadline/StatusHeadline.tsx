// A screen's one fact in large type, centred under what it is about, with a line saying what it
// means: where a server switch or a card machine stands (营销电话免打扰 · 已开启). The section is named
// by its label, so a screen reader hears "营销电话免打扰, 已开启".
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Section } from '../Section/Section';
import './StatusHeadline.css';

export interface StatusHeadlineProps {
  label: string;
  value: ReactNode;
  /** What the value means for the merchant, under it. */
  children?: ReactNode;
  /** The value's `data-testid`, for the journeys that read it. */
  valueTestId?: string;
}

/**
 * @example
 * <StatusHeadline label="营销电话免打扰" value="已开启" valueTestId="telemarketing-state">
 *   我们不再通过电话向您推荐产品和活动。
 * </StatusHeadline>
 */
export function StatusHeadline({ label, value, children, valueTestId }: StatusHeadlineProps) {
  const id = useId();
  return (
    <Section className="mh-status-headline" aria-labelledby={id}>
      <p id={id}>{label}</p>
      <strong className="mh-status-headline-value" data-testid={valueTestId}>
        {value}
      </strong>
      {children ? <p>{children}</p> : null}
    </Section>
  );
}
