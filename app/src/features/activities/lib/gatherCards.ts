// A gather-card set in words: which cards are held and how many, how far the set is, what is missing.
import type { ActivityInfo, GatherCard } from '@merchant-h5/sdk';

export interface CardSet {
  cards: GatherCard[];
  /** distinct cards held */
  held: number;
  /** the names of the cards not held yet */
  missing: string[];
  complete: boolean;
}

export function cardSet(activity: Pick<ActivityInfo, 'cards'>): CardSet {
  const cards = activity.cards ?? [];
  const missing = cards.filter((c) => c.owned <= 0).map((c) => c.name);
  return {
    cards,
    held: cards.length - missing.length,
    missing,
    complete: cards.length > 0 && missing.length === 0,
  };
}

/** '招财卡 已有 2 张', '福气卡 未获得': a card's name for screen readers. */
export const cardLabel = (card: GatherCard) =>
  card.owned > 0 ? `${card.name} 已有 ${card.owned} 张` : `${card.name} 未获得`;

/** '已集 4/5 张，还差：福气卡', '已集齐 5 张，可合成红包'. */
export function setProgressText(set: CardSet): string {
  const total = set.cards.length;
  return set.complete
    ? `已集齐 ${total} 张，可合成红包`
    : `已集 ${set.held}/${total} 张，还差：${set.missing.join('、')}`;
}
