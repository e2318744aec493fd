// A merchant reserves a virtual credit card: the introduction and the form, a bad ID number said
// beside the field, a double tap reserving once, then the reservation's state with the person masked
// by the server; coming back to the form shows the state instead. The full ID and mobile numbers
// never reach the address, the page's storage, the console or the simulator's state. In the POS and
// the mini program.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['pos', 'miniprogram'];
const ID_NO = '11010519491231002X';
const MOBILE = '13912345678';

for (const host of HOSTS) {
  test(`reserves a virtual credit card once and sees it reserved, in the ${host} host`, async ({
    page,
    session,
  }) => {
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));
    await page.goto(deepLink('/ApplicationCard/cardOne', { host, session }));
    await expect(page.getByRole('region', { name: '虚拟信用卡' })).toBeVisible();

    await page.getByLabel('姓名').fill('李娜');
    await page.getByLabel('身份证号').fill('110105194912310021');
    await page.getByLabel('手机号').fill(MOBILE);
    await page.getByRole('button', { name: '立即预约' }).click();
    await expect(page.locator('#card-id-message')).toHaveText('身份证号校验位不正确，请核对');
    await expect(page.getByLabel('姓名')).toHaveValue('李娜');

    await page.getByLabel('身份证号').fill(ID_NO);
    await page.getByRole('button', { name: '立即预约' }).dblclick();
    await expect(page).toHaveURL(/\/ApplicationCard\/cardTwo/);
    await expect(page.getByRole('heading', { name: '已预约' })).toBeVisible();
    await expect(page.getByTestId('reserve-time')).toContainText('预约时间：');
    await expect(page.getByText('110***********002X')).toBeVisible();
    await expect(page.getByText('139****5678')).toBeVisible();
    const reservations = (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'virtualCreditCardAddReservationInfo',
    );
    expect(reservations, 'a double tap reserves once').toHaveLength(1);

    // Reserved: the form's route shows the state instead.
    await page.goto(deepLink('/ApplicationCard/cardOne', { host, session }));
    await expect(page).toHaveURL(/\/ApplicationCard\/cardTwo/);
    await expect(page.getByText('110***********002X')).toBeVisible();

    // The full numbers went to the gateway only: not the address, storage, console or the state.
    for (const secret of [ID_NO, MOBILE]) {
      expect(page.url()).not.toContain(secret);
      const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
      expect(stored).not.toContain(secret);
      expect(consoleText.join('\n')).not.toContain(secret);
      expect(JSON.stringify(await sim.control('state', undefined, session))).not.toContain(secret);
    }
  });
}
