import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_GOODS, firstPictures } from './firstCalls';

const good = (n: number, image = `/h5/static/commodity/C00${n}.png`) => ({ commodityId: `C00${n}`, image });

describe("the mall's first pictures", () => {
  it('are the pictures of the goods on the first screen, in order, without the missing ones', () => {
    const list = [good(1), good(2, ''), good(3), good(4), good(5), good(6), good(7), good(8)];
    expect(FIRST_SCREEN_GOODS).toBe(5);
    expect(firstPictures({ list, hasMore: true })).toEqual([
      '/h5/static/commodity/C001.png',
      '/h5/static/commodity/C003.png',
      '/h5/static/commodity/C004.png',
      '/h5/static/commodity/C005.png',
    ]);
  });

  it('are none for an answer without goods', () => {
    expect(firstPictures({ list: [], hasMore: false })).toEqual([]);
    expect(firstPictures(null)).toEqual([]);
    expect(firstPictures({})).toEqual([]);
  });
});
