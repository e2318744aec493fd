// The "pick one of N" games (components/PickOneGame: smash eggs, blind box, double eleven's red packs,
// luxury storm's gift boxes, the March gift's packs): what the items are and what the screen calls them. Any item opens on the server's answer, so the count is only what reads well at 320 px.
import type { GameKind } from './links';

export type PickOneKind = Extract<
  GameKind,
  'smashEggs' | 'box' | 'doubleEleven' | 'luxuryStorm' | 'marchGift'
>;

export interface PickOneItems {
  /** The board's name for screen readers. */
  name: string;
  /** The CSS look of an item (components/activities-pick.css). */
  look: 'egg' | 'box' | 'envelope' | 'gift';
  count: number;
  /** An item's button, `n` from 1. */
  label: (n: number) => string;
  /** Under the board: what to do, while waiting, and the way to the next draw. */
  hint: string;
  waiting: string;
  again: string;
}

export const PICK_ONE_GAMES: Record<PickOneKind, PickOneItems> = {
  smashEggs: {
    name: '金蛋',
    look: 'egg',
    count: 3,
    label: (n) => `砸第 ${n} 个蛋`,
    hint: '选一个金蛋，砸开看看',
    waiting: '砸蛋中…',
    again: '再砸一次',
  },
  box: {
    name: '盲盒',
    look: 'box',
    count: 3,
    label: (n) => `开第 ${n} 个盲盒`,
    hint: '选一个盲盒，打开看看',
    waiting: '开盒中…',
    again: '再开一次',
  },
  doubleEleven: {
    name: '红包',
    look: 'envelope',
    count: 3,
    label: (n) => `拆第 ${n} 个红包`,
    hint: '选一个红包，拆开看看',
    waiting: '拆红包中…',
    again: '再拆一个',
  },
  luxuryStorm: {
    name: '礼盒',
    look: 'gift',
    count: 3,
    label: (n) => `开第 ${n} 个礼盒`,
    hint: '选一个礼盒，打开看看',
    waiting: '开礼盒中…',
    again: '再开一个',
  },
  marchGift: {
    name: '三月礼包',
    look: 'gift',
    count: 3,
    label: (n) => `拆第 ${n} 个礼包`,
    hint: '选一个礼包，拆开看看',
    waiting: '拆礼包中…',
    again: '再拆一个',
  },
};
