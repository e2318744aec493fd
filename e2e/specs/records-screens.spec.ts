// Every records & bills screen, under the Android, iOS and mini-program hosts, renders its
// data-screen with data (never the error state); the mirror routes render in the mini program.
import type { Page } from '@playwright/test';
import { stripBase } from '../support/routes';
import { deepLink, expect, test, type HostKind } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';

/** What "has data" looks like on each kind of screen. */
const LIST = '[role="listitem"]';
const DETAIL = '.mh-detail-fields dd';
const BILL = '.mh-bill-totals dd';

async function expectScreen(page: Page, pattern: string, data: string): Promise<void> {
  const screen = page.locator(`[data-screen="${pattern}"]`);
  await expect(screen).toBeVisible();
  await expect(screen.locator(data).first()).toBeVisible();
  await expect(screen.locator('[data-state="error"]')).toHaveCount(0);
}

/** The href of the first row of a list screen (its detail route), without the /h5 base. */
async function firstRowHref(
  page: Page,
  route: string,
  choice: { host: HostKind; session: string },
): Promise<string> {
  await page.goto(deepLink(route, choice));
  const link = page.locator(`${LIST} a`).first();
  await expect(link).toBeVisible();
  return stripBase((await link.getAttribute('href')) ?? '');
}

for (const host of ['android', 'ios', 'miniprogram'] as const) {
  test(`records and bills screens render with data in the ${host} host`, async ({ page, session }) => {
    const choice = { host, session };
    const visit = async (route: string, pattern: string, data: string) => {
      await test.step(route, async () => {
        await page.goto(deepLink(route, choice));
        await expectScreen(page, pattern, data);
      });
    };

    await visit('/transaction/record', '/transaction/record', LIST);
    await visit(
      await firstRowHref(page, '/transaction/record', choice),
      '/transaction/detail/{uuid}/{tranDt}/{type?}',
      DETAIL,
    );
    await visit('/withdrawal/WithdrawalRecord', '/withdrawal/WithdrawalRecord', LIST);
    await visit(
      await firstRowHref(page, '/withdrawal/WithdrawalRecord', choice),
      '/withdrawal/detail/{uuid?}',
      DETAIL,
    );
    await visit('/withdrawal/detail', '/withdrawal/detail/{uuid?}', DETAIL);
    await visit('/savingBills', '/savingBills', BILL);
    await visit('/monthBill/monthBillHome', '/monthBill/monthBillHome', BILL);
    await visit('/gradeRate', '/gradeRate', BILL);
    await visit('/myOrder/index', '/myOrder/index', LIST);
    const particulars = await firstRowHref(page, '/myOrder/index', choice);
    await visit(particulars, '/myOrder/tradingParticulars', DETAIL);
    await visit('/myOrder/tradingParticulars', '/myOrder/tradingParticulars', DETAIL);
    // A purchase order opens by its order number (the type is the goods' purchase type).
    const orderNo = new URL(particulars, 'http://x').searchParams.get('orderNo') ?? '';
    await visit(
      `/transaction/purchaseOrder/${orderNo}/01`,
      '/transaction/purchaseOrder/{uuid}/{type}/{tranDt?}',
      DETAIL,
    );
  });
}

test('the mirror routes render with data in the mini program and link within the mirror', async ({
  page,
  session,
}) => {
  const choice = { host: 'miniprogram' as const, session };
  const visit = async (route: string, data: string) => {
    await test.step(route, async () => {
      await page.goto(deepLink(`${MIRROR}${route}`, choice));
      // None of these routes has parameters: the pattern is the address.
      await expectScreen(page, `${MIRROR}${route}`, data);
    });
  };
  for (const [route, data] of [
    ['/transaction/record', LIST],
    ['/withdrawal/WithdrawalRecord', LIST],
    ['/gradeRate', BILL],
    ['/myOrder/index', LIST],
    ['/myOrder/tradingParticulars', DETAIL],
  ] as const) {
    await visit(route, data);
  }

  const patterns: Array<[string, string]> = [
    ['/transaction/record', `${MIRROR}/transaction/detail/{uuid}/{tranDt}/{type?}`],
    ['/withdrawal/WithdrawalRecord', `${MIRROR}/withdrawal/detail/{uuid?}`],
  ];
  for (const [list, detailPattern] of patterns) {
    await test.step(`${list} → its mirrored detail`, async () => {
      await page.goto(deepLink(`${MIRROR}${list}`, choice));
      const link = page.locator(`${LIST} a`).first();
      await expect(link).toHaveAttribute('href', new RegExp(`^/h5${MIRROR}/`));
      await link.click();
      await expectScreen(page, detailPattern, DETAIL);
    });
  }
  await test.step('withdrawal detail without a uuid', async () => {
    await page.goto(deepLink(`${MIRROR}/withdrawal/detail`, choice));
    await expectScreen(page, `${MIRROR}/withdrawal/detail/{uuid?}`, DETAIL);
  });
});
