// A merchant outside the provider's app looks for it: in a phone's browser 打开商户 App tries the app
// and, with none installed, says how to get it; in WeChat's browser the page explains how to open it in
// the phone's browser. In the mini program, /openMiniProgram hands the web-view to the mini program's
// own home page through the JS-SDK (reLaunch), and outside WeChat says where to open the mini program
// (in WeChat a mirror address is the mini program's, app/src/app/startup/detectHost.ts).
import { deepLink, expect, sim, test } from '../support/sim';

test('tries the app from a browser and is told it is not installed', async ({ page, session }) => {
  await page.goto(deepLink('/guide/openApp', { host: 'browser', session }));
  await page.getByRole('button', { name: '打开商户 App' }).click();
  await expect(page.getByRole('alert')).toHaveText(/未检测到商户 App/);
  await expect(page).toHaveURL(/\/h5\/guide\/openApp/);
});

test('is shown how to open the page in the phone’s browser, in the officialaccount host', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/guide/openApp', { host: 'officialaccount', session }));
  await expect(page.getByText('选择“在浏览器打开”')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('goes to the mini program’s home from its web-view, in the miniprogram host', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/zEraAGeneraMiniProgramWeb/openMiniProgram', { host: 'miniprogram', session }));
  await expect(page.getByTestId('open-mp-state')).toHaveText('正在打开小程序首页…');
  await expect
    .poll(() => sim.miniProgramCalls(session))
    .toEqual([{ name: 'reLaunch', arg: { url: '/pages/index/index' } }]);
  expect((await sim.bridge(session)).find((e) => e.kind === 'wx')).toMatchObject({
    functionName: 'invokeMiniProgramAPI reLaunch',
    handoff: true,
  });
});

test('is told where to open the mini program, in the android host', async ({ page, session }) => {
  await page.goto(deepLink('/zEraAGeneraMiniProgramWeb/openMiniProgram', { host: 'android', session }));
  await expect(page.getByRole('alert')).toContainText('请在微信中打开商户小程序');
});
