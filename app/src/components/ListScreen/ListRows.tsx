// A list's rows, one list element for the life of the list: first every loaded row, placed by
// FirstRows' placeRows; once the virtualizer's code is here, only the rows it places (VirtualRows
// reports them). One component and the same keys throughout, so the rows the virtualizer keeps are
// the very elements that were on the screen: a tap begun on a row before it took over (finger down
// on the row, up after) is still a click on that row, not on a node that was replaced.
import { useRef, useState } from 'react';
import { placeRows, useFirstRows } from './FirstRows';
import { ListRow } from './ListRow';
import type { RowPlacement, RowsProps } from './ListRow';
import { designPxToCss } from './remPx';
import type { VirtualRowsComponent } from './useVirtualRows';

export interface ListRowsProps<T> extends RowsProps<T> {
  /** The scrolling element (null until mounted), which the virtualizer follows. */
  scroller: HTMLDivElement | null;
  /** The virtualizer once its code is here (useVirtualRows), null before. */
  VirtualRows: VirtualRowsComponent | null;
  /** Called once the rows placed without the virtualizer have been painted. */
  onPainted: () => void;
  /** Called when the last rows come into view; without it the rows ask for no page. */
  onNearEnd?: () => void;
}

/**
 * @example
 * <ListRows items={trades} rowKey={(t) => t.uuid} renderRow={(t) => <TransactionRow record={t} />}
 *   rowHeight={132} label="交易记录" scroller={scroller} VirtualRows={VirtualRows}
 *   onPainted={askForVirtualRows} onNearEnd={loadMore} />
 */
export function ListRows<T>({
  items,
  rowKey,
  renderRow,
  rowHref,
  rowHeight,
  label,
  scroller,
  VirtualRows,
  onPainted,
  onNearEnd,
}: ListRowsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  // The virtualizer's last report; null until its first, in the commit it is mounted in.
  const [virtual, setVirtual] = useState<RowPlacement | null>(null);
  // A list opened with the virtualizer's code already here (any list after the first) waits for its
  // report, before the first paint, rather than render every loaded row for nothing. Its height is
  // there from the start: the scroll position put back in that commit (useScrollMemory) needs it.
  const [placesFirst] = useState(() => VirtualRows === null);
  let placement = virtual;
  if (!placement) {
    const first = placeRows(items, rowHeight, designPxToCss(100));
    placement = placesFirst ? first : { rows: [], total: first.total };
  }
  // The virtualizer, once here, pages itself and has nothing more to ask for.
  const alone = VirtualRows === null;
  useFirstRows(list, items.length, alone ? onPainted : undefined, alone ? onNearEnd : undefined);

  return (
    <>
      <div
        ref={list}
        className="mh-list-rows"
        role="list"
        aria-label={label}
        style={{ height: placement.total }}
        data-rows={virtual ? 'virtual' : 'first'}
      >
        {placement.rows.map(({ index, start, size }) => {
          // A report made for more items than there are now (a refresh's first page after three)
          // is shown for one render, before the virtualizer reports again: not its missing rows.
          if (index >= items.length) return null;
          const item = items[index] as T;
          return (
            <ListRow
              key={rowKey(item, index)}
              item={item}
              index={index}
              setSize={items.length}
              start={start}
              size={size}
              to={rowHref?.(item)}
              renderRow={renderRow}
            />
          );
        })}
      </div>
      {VirtualRows ? (
        <VirtualRows
          items={items}
          rowKey={rowKey}
          rowHeight={rowHeight}
          scroller={scroller}
          onNearEnd={onNearEnd}
          onPlace={setVirtual}
        />
      ) : null}
    </>
  );
}
