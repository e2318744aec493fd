import { describe, expect, it } from 'vitest';
import { detectCard } from './detectCard';
import { supportBanks } from '../testing/fixtures';

describe('detectCard', () => {
  it('names bank and kind by the longest prefix, nothing for a card no bank here issues', () => {
    expect(detectCard(supportBanks, '6225881234567898')).toMatchObject({
      bank: { bankName: '招商银行' },
      cardType: 'DC',
    });
    expect(detectCard(supportBanks, '4367421234567896')).toMatchObject({
      bank: { bankName: '中国建设银行' },
      cardType: 'CC',
    });
    expect(detectCard(supportBanks, '6200001234567890')).toBeUndefined();
  });
});
