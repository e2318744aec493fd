// A merchant replaces a broken terminal: photos through the host's image picker (chooseImage),
// compressed before upload with the upload's progress shown; a failed upload (a simulator fault)
// is retried without retyping anything; then a big POS is traded in for a smart one (BigMac) and a
// terminal exchanged, each followed to its result.
import { fillContact, fillOrder } from '../support/devices';
import { deepLink, expect, sim, test } from '../support/sim';

for (const host of ['android', 'ios'] as const) {
  test(`replaces a broken device with a photo, retrying a failed upload (${host})`, async ({
    page,
    session,
  }) => {
    test.setTimeout(60_000);
    await page.goto(deepLink('/help/replaceDevice', { host, session }));
    await page
      .getByRole('link', { name: /申请换机/ })
      .first()
      .click();
    await expect(page.getByRole('combobox', { name: '要更换的机具' })).not.toHaveValue('');
    await page.getByRole('combobox', { name: '故障原因' }).selectOption('刷卡无反应');
    await fillContact(page);

    await sim.fault(session, { endpoint: 'devicePictureUpload', kind: 'status', status: 500, times: 1 });
    await page.getByRole('button', { name: '拍照/选择照片' }).first().click();
    // Told once: the toast says why, the photo's slot that it did not arrive.
    await expect(page.locator('.adm-toast-main-text')).toHaveText('服务暂时不可用，请稍后重试（错误码 500）');
    await expect(page.locator('.mh-photo .mh-field-error').first()).toHaveText('上传失败');
    await expect(page.getByRole('img', { name: '故障照片预览' })).toBeVisible();
    await page.getByRole('button', { name: '重试上传' }).click();
    await expect(page.getByText(/^已上传 \d+ KB$/)).toBeVisible();
    // Nothing typed was lost to the failure.
    await expect(page.getByRole('textbox', { name: '详细地址' })).toHaveValue('科技园南路 8 号');
    const picks = (await sim.bridge(session)).filter((e) => e.functionName === 'chooseImage');
    expect(picks.map((e) => e.kind)).toEqual(['call', 'reply']);

    await page.getByRole('button', { name: '提交换机申请' }).click();
    const timeline = page.getByRole('list', { name: '申请进度' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('已提交');
    const uploads = (await sim.logs<{ status?: number }>(session, 'http')).filter((e) =>
      e.summary.includes('device/pictureUpload'),
    );
    expect(uploads.map((e) => e.detail.status)).toEqual([500, 200]);
  });

  test(`follows a BigMac replacement and an exchange to their results (${host})`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink('/help/BigMacReplaceDevice', { host, session }));
    await expect(page.getByRole('radio')).toHaveCount(1);
    await fillOrder(page, /智能 POS/);
    await page.getByRole('button', { name: '提交换新申请' }).click();
    await expect(page.getByRole('heading', { name: '换新申请已提交' })).toBeVisible();
    await expect(page.getByRole('list', { name: '申请进度' }).locator('[aria-current="step"]')).toContainText(
      '已提交',
    );

    await page.goto(deepLink('/device/deviceExchange', { host, session }));
    await fillOrder(page, /扫码盒子/);
    await page.getByRole('button', { name: '提交换机申请' }).click();
    await expect(page).toHaveURL(/\/device\/DeviceExchangeResult\/success\/DA\d+/);
    await expect(page.getByRole('heading', { name: '换机申请已提交' })).toBeVisible();
    await sim.control('device-applications/advance', {}, session);
    await expect(page.getByRole('list', { name: '申请进度' }).locator('[aria-current="step"]')).toContainText(
      '审核通过',
    );
  });
}
