import { describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { mirrorOf } from '../config/mirror';
import { firstCallTable, firstQuery } from './firstQuery';
import { gatewayCall } from './gatewayCall';

const list = (category: string, pageNum: number) =>
  gatewayCall(endpoints.integralMall, { body: { memberOnly: false, category, pageNum, pageSize: 8 } });
const goods = firstQuery({
  endpoint: 'mallGoods',
  arg: ({ search }) => search.get('category') ?? '',
  call: (category) => list(category, 1),
});
const page = firstQuery({
  endpoint: 'pointsPage',
  call: () => gatewayCall(endpoints.integralPage, { body: {} }),
});
const at = (query: string) => ({ params: {}, search: new URLSearchParams(query) });

describe('firstCallTable', () => {
  it("makes each screen's calls of its queries' arguments, in their order", () => {
    const table = firstCallTable([{ pattern: '/mall', queries: [goods, page] }]);
    expect(table['/mall']!(at('?category=C1'))).toEqual([list('C1', 1), page.call(undefined)]);
  });

  it('puts them at the mirror too, as a route reads its `mirror`', () => {
    const table = firstCallTable([
      { pattern: '/a', mirror: true, queries: [page] },
      { pattern: '/b', mirror: '/mini/b-elsewhere', queries: [page] },
      { pattern: '/c', mirror: false, queries: [page] },
    ]);
    expect(Object.keys(table).sort()).toEqual(['/a', '/b', '/c', '/mini/b-elsewhere', mirrorOf('/a')].sort());
  });

  it("carries a query's pictures to its call, and none to a call without", () => {
    const pictures = () => ['/p.png'];
    const table = firstCallTable([{ pattern: '/mall', queries: [{ ...goods, pictures }, page] }]);
    const [withPictures, without] = table['/mall']!(at(''));
    expect(withPictures?.pictures).toBe(pictures);
    expect(without).not.toHaveProperty('pictures');
  });
});
