// The shared list in each state it can be in; rows are RecordRows, as the records lists draw them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { RECORD_ROW_HEIGHT, RecordRow } from '../RecordRow/RecordRow';
import { SummaryTable } from '../SummaryTable/SummaryTable';
import { ListScreen } from './ListScreen';
import type { ListScreenProps, ListSource } from './ListScreen';

interface Trade {
  id: string;
  amount: number;
}

const trades = (n: number): Trade[] =>
  Array.from({ length: n }, (_, i) => ({ id: `T${String(i + 1).padStart(6, '0')}`, amount: 100 + i }));

const source = (overrides: Partial<ListSource<Trade>>): ListSource<Trade> => ({
  items: [],
  isLoading: false,
  hasMore: false,
  isFetchingMore: false,
  loadMore: () => undefined,
  refresh: () => new Promise((resolve) => setTimeout(resolve, 800)),
  retry: () => undefined,
  ...overrides,
});

const props: Omit<ListScreenProps<Trade>, 'source'> = {
  label: '交易记录',
  rowHeight: RECORD_ROW_HEIGHT,
  rowKey: (t) => t.id,
  rowHref: (t) => `/transaction/detail/${t.id}/20261120`,
  renderRow: (t) => (
    <RecordRow
      title="扫码收款 · 微信"
      amount={`¥${t.amount.toFixed(2)}`}
      time="11-20 10:30:05"
      status="交易成功"
      tone="success"
    />
  ),
  header: (
    <SummaryTable
      layout="line"
      items={[
        { label: '成功', value: '45 笔' },
        { label: '金额', value: '¥9999.00' },
      ]}
    />
  ),
};

type Story = StoryObj<typeof ListScreen<Trade>>;

const meta: Meta<typeof ListScreen<Trade>> = {
  title: 'Screens/ListScreen',
  component: ListScreen,
  // Rows are links: they need a router.
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: props,
};
export default meta;

/** 2,000 rows loaded, more to come: only about a screenful is in the DOM. */
export const Loaded: Story = { args: { source: source({ items: trades(2000), hasMore: true }) } };
export const EndOfList: Story = { args: { source: source({ items: trades(8) }) } };
export const LoadingMore: Story = {
  args: { source: source({ items: trades(8), hasMore: true, isFetchingMore: true }) },
};
export const Loading: Story = { args: { source: source({ isLoading: true }) } };
export const Empty: Story = { args: { source: source({}), emptyText: '暂无交易记录' } };
export const Failed: Story = {
  args: { source: source({ error: { kind: 'http', message: '服务暂时不可用，请稍后重试（错误码 500）' } }) },
};
/** A next page failed: the rows stay, the footer offers 重试. */
export const NextPageFailed: Story = {
  args: {
    source: source({
      items: trades(8),
      hasMore: true,
      error: { kind: 'network', message: '网络连接异常,请检查网络设置！' },
    }),
  },
};
/** A height per item: a short header row before each group (e.g. a day), not a link. */
export const Grouped: Story = {
  args: {
    source: source({ items: trades(60), hasMore: true }),
    rowHeight: (t) => (Number(t.id.slice(1)) % 10 === 1 ? 72 : RECORD_ROW_HEIGHT),
    rowHref: (t) => (Number(t.id.slice(1)) % 10 === 1 ? undefined : `/transaction/detail/${t.id}/20261120`),
    renderRow: (t) =>
      Number(t.id.slice(1)) % 10 === 1 ? (
        <p style={{ margin: 0, padding: '0 0.32rem', lineHeight: '0.72rem', background: '#f5f5f5' }}>
          11月{23 - Math.floor(Number(t.id.slice(1)) / 10)}日 · 成功 9 笔 ¥1,234.00
        </p>
      ) : (
        props.renderRow(t, 0)
      ),
  },
};
