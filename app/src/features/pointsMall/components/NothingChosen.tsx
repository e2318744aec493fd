// A screen opened without saying which good or order: says so, links back to where one is chosen,
// and offers a few to choose from (CommodityPicker, RecentOrders).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryState, type QueryStateProps } from '../../../components/QueryState/QueryState';
import { Section } from '../../../components/Section/Section';
import './mall.css';

export interface NothingChosenProps<T> {
  /** What is missing, e.g. 未指定商品. */
  message: string;
  back: { to: string; text: string };
  status: Pick<QueryStateProps, 'isLoading' | 'error' | 'onRetry'>;
  heading: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  itemHref: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  emptyDescription?: ReactNode;
}

export function NothingChosen<T>(props: NothingChosenProps<T>) {
  const { message, back, status, heading, items, itemKey, itemHref, renderItem } = props;
  return (
    <div className="mh-mall">
      <Section aria-labelledby="nothing-chosen-title">
        <h1 id="nothing-chosen-title" className="mh-mall-title">
          {message}
        </h1>
        <Link className="mh-button mh-button--primary mh-button--block" to={back.to}>
          {back.text}
        </Link>
      </Section>
      <QueryState
        {...status}
        isEmpty={items.length === 0}
        emptyText={props.emptyText}
        emptyDescription={props.emptyDescription}
      >
        <Section title={heading} data-state="ready">
          <ul className="mh-mall-picker">
            {items.map((item) => (
              <li key={itemKey(item)}>
                <Link to={itemHref(item)}>{renderItem(item)}</Link>
              </li>
            ))}
          </ul>
        </Section>
      </QueryState>
    </div>
  );
}
