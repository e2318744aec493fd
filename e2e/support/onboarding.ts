// Onboarding journeys' helpers: a photo into a PhotoUpload slot through the host's picker (app
// hosts) or the browser's file chooser (the others), and the submits' idempotency in the log.
import type { Page } from '@playwright/test';
import { pickArea, pickCategory } from './certification';
import { expect, sim } from './sim';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function addPhoto(page: Page, label: string, nativePicker: boolean): Promise<void> {
  const slot = page.locator('.mh-photo', {
    has: page.locator('.mh-field-label', { hasText: new RegExp(`^${label}$`) }),
  });
  const button = slot.getByRole('button', { name: '拍照/选择照片' });
  if (nativePicker) await button.click();
  else {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
    await chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  }
  await expect(slot.getByText(/已上传/).first()).toBeVisible();
}

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

/** The calls of `endpoint` that applied (idempotency 'new'); the rest must be replays. */
export async function applied(session: string, endpoint: string): Promise<number> {
  const calls = (await sim.logs<HttpDetail>(session, 'http'))
    .map((e) => e.detail)
    .filter((d) => d.endpoint === endpoint);
  expect(
    calls.every((d) => d.idempotency === 'new' || d.idempotency === 'replay' || d.idempotency === undefined),
  ).toBe(true);
  return calls.filter((d) => d.idempotency === 'new').length;
}

/** Counts the page's requests to `path` whose (plain, mock environment) body matches `body`. */
export function countRequests(page: Page, path: string, body: RegExp): () => number {
  let seen = 0;
  page.on('request', (request) => {
    if (request.url().includes(path) && body.test(request.postData() ?? '')) seen += 1;
  });
  return () => seen;
}

/** What the form says after a reload about the numbers the draft never keeps. */
export const NOT_KEPT = '为保护您的隐私，身份证号、银行卡号和手机号不会保存在草稿中，请重新输入。';

/** The shop part of an onboarding form (after its name): area, address, category and the photos. */
export async function fillShop(page: Page, nativePicker: boolean): Promise<void> {
  await pickArea(page);
  await page.getByLabel('详细经营地址').fill('漕溪北路 1 号');
  await pickCategory(page);
  for (const photo of ['门头照', '店内照', '身份证人像面', '身份证国徽面'])
    await addPhoto(page, photo, nativePicker);
}
