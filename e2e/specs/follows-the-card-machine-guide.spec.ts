// A merchant reads the card machine guide: with a machine, it is shown activated with its serial
// number and the guide leads to the trades; a new merchant without one is led to apply for it. In the
// POS app and the iOS app.
import { deepLink, expect, test } from '../support/sim';

test('sees the activated machine and goes to its trades, in the pos host', async ({ page, session }) => {
  await page.goto(deepLink('/guideStaticActivity/eposGuide', { host: 'pos', session }));
  await expect(page.getByTestId('epos-state')).toHaveText('已激活');
  await expect(page.getByText(/^机具序列号 \S+$/)).toBeVisible();
  await page.getByRole('link', { name: '查看交易记录' }).click();
  await expect(page).toHaveURL(/\/h5\/transaction\/record/);
});

test('is led to apply for a machine without one, in the ios host', async ({ page, session }) => {
  await page.goto(
    deepLink('/guideStaticActivity/eposGuide', { host: 'ios', session, scenario: 'new-merchant' }),
  );
  await expect(page.getByTestId('epos-state')).toHaveText('尚未申请');
  await expect(page.getByRole('listitem').filter({ hasText: '申请机具' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.getByRole('link', { name: '申请机具' }).click();
  await expect(page).toHaveURL(/\/h5\/device\/deviceApply/);
});
