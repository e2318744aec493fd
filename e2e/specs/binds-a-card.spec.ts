// A merchant binds a card for quick payment in three steps: the number (typed in the official
// account, read by the host's OCR in the Android app), the holder's mobile and — for a credit card —
// CVN2 and expiry, the agreement read and accepted, the SMS code (a wrong one said beside the field,
// then the simulator's canned 123456, docs/simulator.md). A double tap sends once; going back from
// the code keeps its countdown; the card then shows in the list; no address the app ever showed
// holds the full card number or mobile; a reload on step 2 asks for the number again; back from the
// result returns to the list, past the finished steps.
import type { Page } from '@playwright/test';
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

const PHONE = '13800138000';
const DEBIT = '6225881234567898'; // 招商银行 储蓄卡
const CREDIT = '4367421234567896'; // 中国建设银行 信用卡

/** Every address the page showed, in order. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

async function calls(session: string, endpoint: string) {
  const all = (await sim.logs<HttpDetail>(session, 'http')).map((e) => e.detail);
  return all.filter((d) => d.endpoint === endpoint);
}

const countdown = async (page: Page) =>
  Number(
    /^(\d+) 秒后重新发送$/.exec(
      (await page.getByRole('button', { name: /秒后重新发送$/ }).textContent()) ?? '',
    )?.[1],
  );

test('binds a debit card typed in the official account', async ({ page, session }) => {
  const seen = addressesOf(page);
  await page.goto(deepLink('/bankCardList', { host: 'officialaccount', session }));
  await expect(page.getByTestId('settlement-card-no')).toHaveText('6222 0*** **** ***0 123');
  await expect(page.getByText(/还没有绑定快捷支付银行卡/)).toBeVisible();
  await page.getByRole('link', { name: '添加银行卡' }).click();

  await expect(page.getByRole('button', { name: '识别银行卡' })).toHaveCount(0);
  const cardField = page.getByRole('textbox', { name: '银行卡号' });
  await cardField.fill(DEBIT);
  await cardField.blur();
  await expect(page.getByText('招商银行 · 储蓄卡')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/others\/addCard\/step2\/[a-z0-9]{12}\/DC$/);
  await expect(page.getByTestId('bind-card')).toHaveText('招商银行 储蓄卡 6225 **** **** 7898');
  const phone = page.getByLabel('银行预留手机号');
  await phone.fill('2380013800');
  const send = page.getByRole('button', { name: '获取验证码' });
  await send.click();
  await expect(page.locator('#bind-phone-message')).toHaveText('手机号应为 1 开头的 11 位数字');
  await expect(page.locator('#bind-agree-message')).toHaveText('请先阅读并同意《快捷支付服务协议》');
  await phone.fill(PHONE);

  // The agreement, read on its own screen and accepted there; the mobile typed is still there after.
  await page.getByRole('link', { name: '《快捷支付服务协议》' }).click();
  await expect(page.getByRole('heading', { name: '《快捷支付服务协议》' })).toBeVisible();
  await expect(page.getByText(/安全码与有效期仅用于本次核验/)).toBeVisible();
  await page.getByRole('button', { name: '同意并返回' }).click();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
  await expect(phone).toHaveValue(PHONE);
  await send.dblclick();

  await expect(page).toHaveURL(/\/others\/addCard\/step3\/[a-z0-9]{12}\/138\*\*\*\*8000\/BD\d+$/);
  const step3 = page.url();
  await expect(page.getByText('验证码已发送至 138****8000')).toBeVisible();
  const code = page.getByLabel('短信验证码');
  await code.fill('000000');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.locator('#bind-sms-code-message')).toHaveText('验证码错误，请重新输入');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);

  // Back a step and on again: the code already sent is used, its countdown running on.
  const before = await countdown(page);
  await page.goBack();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page).toHaveURL(step3);
  expect(await countdown(page)).toBeLessThan(before);
  const opened = await calls(session, 'quickCardPayBindCard');
  expect(opened.filter((d) => d.idempotency === 'new')).toHaveLength(1);
  expect(opened.every((d) => d.idempotency === 'new' || d.idempotency === 'replay')).toBe(true);

  await page.getByLabel('短信验证码').fill('123456');
  await page.getByRole('button', { name: '确认绑定' }).dblclick();
  await expect(page).toHaveURL(/\/UnionPayCardBindResult\?cardId=CARD\d+/);
  await expect(page.getByRole('heading', { name: '银行卡绑定成功' })).toBeVisible();
  await expect(page.getByText('招商银行 储蓄卡 6225 **** **** 7898，收款时可直接使用')).toBeVisible();
  const verified = await calls(session, 'quickCardPayBindVerify');
  // One key for the wrong code, one for the right one; whatever else the double tap sent is a replay.
  expect(verified.filter((d) => d.idempotency === 'new')).toHaveLength(2);

  // Back from the result passes over the finished steps to the list the flow began on: no step asking
  // for a card number it no longer has.
  await page.goBack();
  await expect(page).toHaveURL(/\/bankCardList/);
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveText([
    '招商银行储蓄卡6225 **** **** 7898',
  ]);
  await expect(page.locator('.mh-card-notice')).toHaveCount(0);
  for (const address of seen) {
    expect(address).not.toContain(DEBIT);
    expect(address).not.toContain(PHONE);
  }
});

test('binds a credit card read by the OCR of the Android app', async ({ page, session }) => {
  const seen = addressesOf(page);
  await sim.control(
    'host',
    {
      answers: {
        scanBankCard: {
          cardType: 'CC',
          bankName: '中国建设银行',
          bankCode: '0105',
          expiryDate: '12/30',
          cardName: '龙卡信用卡',
          cardNumber: CREDIT,
          errorCode: '0000',
        },
      },
    },
    session,
    'PUT',
  );
  await page.goto(deepLink('/others/addCard/step1', { host: 'android', session }));
  await page.getByRole('button', { name: '识别银行卡' }).click();
  await expect(page.getByText('中国建设银行 · 信用卡')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '银行卡号' })).toHaveValue('4367 **** **** 7896');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/others\/addCard\/step2\/[a-z0-9]{12}\/CC$/);

  // A reload forgets the number (it was only ever in memory): the step says so and asks again.
  await page.reload();
  await expect(page.locator('.mh-card-notice')).toContainText('页面刷新或重新打开后需要重新输入卡号');
  await page.getByRole('button', { name: '识别银行卡' }).click();
  await expect(page.getByText('中国建设银行 · 信用卡')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByTestId('bind-card')).toHaveText(/^中国建设银行 信用卡 4367/);
  await page.getByLabel('银行预留手机号').fill(PHONE);
  await page.getByLabel('有效期（月/年）').fill('1330');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('#bind-cvn2-message')).toHaveText('请输入卡背面的 3 位安全码');
  await expect(page.locator('#bind-expiry-message')).toHaveText(/有效期格式为/);
  await page.getByLabel('有效期（月/年）').fill('1230');
  await page.getByLabel('安全码（CVN2）').fill('123');
  await page.getByRole('button', { name: '获取验证码' }).dblclick();

  await expect(page).toHaveURL(/\/others\/addCard\/step3\//);
  await page.getByLabel('短信验证码').fill('123456');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('heading', { name: '银行卡绑定成功' })).toBeVisible();
  await page.getByRole('button', { name: '查看我的银行卡' }).click();
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveText([
    '中国建设银行信用卡4367 **** **** 7896',
  ]);
  expect((await calls(session, 'quickCardPayBindCard')).filter((d) => d.idempotency === 'new')).toHaveLength(
    1,
  );
  for (const address of seen) {
    expect(address).not.toContain(CREDIT);
    expect(address).not.toContain(PHONE);
  }
});
