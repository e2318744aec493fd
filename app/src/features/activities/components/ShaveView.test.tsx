import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, drawn } from '../testing/fixtures';
import { RulesView } from './RulesView';
import { ShaveView } from './ShaveView';

const server = envelopeServerPerTest();
const draws = () => server.requests.filter((r) => r.endpoint === 'activityDraw');
const scratchCard = () =>
  activity({ activityId: 'A1005', kind: 'shave', name: '刮刮乐', audience: 'certified' });

function renderShave(path = '/shaveActivity/index/A1005', pattern: string = paths.activities.shaveIndex) {
  return renderWithStore(<ShaveView />, { baseUrl: server.baseUrl, path, pattern });
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const card = () => screen.queryByTestId('scratch-card');
const coating = () => card()?.querySelector('canvas') ?? null;

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLCanvasElement.prototype as { setPointerCapture?: unknown }).setPointerCapture;
});

describe('ShaveView', () => {
  it('shows the card only once the answer is in, the prize hidden under its coating; 直接揭晓 says the prize', async () => {
    server.on('activityInfo', () => ({ data: scratchCard() }));
    server.on('activityDraw', () => ({ data: drawn() }));
    const { container } = renderShave();
    await expectNoA11yViolations(container);
    const draw = await screen.findByRole('button', { name: '刮一张' });
    expect(screen.getByTestId('remaining-draws').textContent).toBe('3');
    expect(server.requests[0]?.body).toEqual({ activityId: 'A1005' });

    server.hold();
    fireEvent.click(draw);
    await waitFor(() => expect(button('刮奖中…').disabled).toBe(true));
    expect(card()).toBeNull();
    server.release();

    await waitFor(() => expect(card()).not.toBeNull());
    const prize = card()!.querySelector('.mh-scratch-prize')!;
    expect(prize.textContent).toBe('50 积分50 积分');
    expect(prize.getAttribute('aria-hidden')).toBe('true');
    expect(coating()?.getAttribute('aria-hidden')).toBe('true');
    // The card is played before another can be drawn; nothing is said yet.
    expect(screen.queryByRole('button', { name: /刮一张/ })).toBeNull();
    expect(screen.getByTestId('draw-result').textContent).toBe('');
    await expectNoA11yViolations(container);

    fireEvent.click(button('直接揭晓'));
    const live = screen.getByTestId('draw-result');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(within(live).getByRole('heading', { name: '恭喜获得 50 积分' })).toBeTruthy();
    expect(within(live).getByText('剩余 2 次抽奖机会')).toBeTruthy();
    expect(coating()).toBeNull();
    expect(prize.getAttribute('aria-hidden')).toBeNull();
    expect(screen.queryByRole('button', { name: '直接揭晓' })).toBeNull();
    expect(await screen.findByRole('button', { name: '再刮一张' })).toBeTruthy();
    expect(draws()).toHaveLength(1);
    expect(draws()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoA11yViolations(container);
  });

  it('draws once for a double tap, with one key; 再刮一张 has a key of its own', async () => {
    server.on('activityInfo', () => ({ data: scratchCard() }));
    server.on('activityDraw', () => ({ data: drawn({ recordId: `DR${draws().length}`, prize: null }) }));
    renderShave();
    const draw = await screen.findByRole('button', { name: '刮一张' });
    server.hold();
    fireEvent.click(draw);
    fireEvent.click(draw);
    server.release();
    fireEvent.click(await screen.findByRole('button', { name: '直接揭晓' }));
    expect(screen.getByRole('heading', { name: '谢谢参与' })).toBeTruthy();
    expect(draws()).toHaveLength(1);

    fireEvent.click(await screen.findByRole('button', { name: '再刮一张' }));
    // The old card goes at the tap; the new one comes with its answer, covered again.
    await waitFor(() => expect(draws()).toHaveLength(2));
    await waitFor(() => expect(coating()).not.toBeNull());
    expect(screen.queryByRole('heading', { name: '谢谢参与' })).toBeNull();
    expect(draws()[1]?.idempotencyKey).not.toBe(draws()[0]?.idempotencyKey);
  });

  it('says a refused draw once, in place, shows no card and unlocks 刮一张', async () => {
    server.on('activityInfo', () => ({ data: scratchCard() }));
    server.on('activityDraw', () => ({ code: '3005', msg: '今日抽奖次数已用完，明天再来吧' }));
    const { container } = renderShave();
    fireEvent.click(await screen.findByRole('button', { name: '刮一张' }));
    expect((await screen.findByRole('alert')).textContent).toBe('今日抽奖次数已用完，明天再来吧');
    expect(screen.getAllByText('今日抽奖次数已用完，明天再来吧')).toHaveLength(1);
    await waitFor(() => expect(button('刮一张').disabled).toBe(false));
    expect(card()).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('a lost answer shows no card and unlocks 刮一张; the next tap, after a reload, sends the same key', async () => {
    let lost = true;
    server.on('activityInfo', () => ({ data: scratchCard() }));
    server.on('activityDraw', () => (lost ? { status: 503 } : { data: drawn() }));
    const first = renderShave();
    fireEvent.click(await screen.findByRole('button', { name: '刮一张' }));
    await waitFor(() => expect(button('刮一张').disabled).toBe(false));
    expect(card()).toBeNull();
    first.unmount();
    lost = false;
    renderShave();
    fireEvent.click(await screen.findByRole('button', { name: '刮一张' }));
    await waitFor(() => expect(card()).not.toBeNull());
    expect(new Set(draws().map((d) => d.idempotencyKey)).size).toBe(1);
  });

  it('after the last card is revealed says the draws are spent, with no 再刮一张', async () => {
    server.on('activityInfo', () => ({ data: scratchCard() }));
    server.on('activityDraw', () => ({ data: drawn({ remainingDraws: 0 }) }));
    renderShave();
    fireEvent.click(await screen.findByRole('button', { name: '刮一张' }));
    server.on('activityInfo', () => ({ data: { ...scratchCard(), remainingDraws: 0 } }));
    fireEvent.click(await screen.findByRole('button', { name: '直接揭晓' }));
    await waitFor(() => expect(screen.getByTestId('remaining-draws').textContent).toBe('0'));
    expect(within(screen.getByTestId('draw-notice')).getByText('抽奖次数已用完')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /刮一张/ })).toBeNull();
    expect(screen.getByRole('heading', { name: '恭喜获得 50 积分' })).toBeTruthy();
  });

  it('not certified: no card to draw, 去认证 instead', async () => {
    server.on('activityInfo', () => ({
      data: {
        ...scratchCard(),
        eligible: false,
        remainingDraws: 0,
        ineligibleReason: '完成商户认证后即可参与',
      },
    }));
    const { container } = renderShave();
    const notice = within(await screen.findByTestId('draw-notice'));
    expect(notice.getByText('完成商户认证后即可参与')).toBeTruthy();
    expect(notice.getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/business/certificate');
    expect(screen.queryByRole('button', { name: '刮一张' })).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('under the newer address plays the same game, linking to the rules and the prizes', async () => {
    server.on('activityInfo', () => ({ data: scratchCard() }));
    renderShave('/shaveActivityNew/index', paths.activities.shaveNewIndex);
    expect(await screen.findByRole('button', { name: '刮一张' })).toBeTruthy();
    expect(server.requests[0]?.body).toEqual({ kind: 'shave' });
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(
      '/shaveActivity/rules?activityId=A1005',
    );
    expect(screen.getByRole('link', { name: '我的奖品' }).getAttribute('href')).toBe(
      '/common/prize/list/A1005',
    );
  });

  it('scratching reveals on release once half the coating is gone, not before', async () => {
    // jsdom has no 2D context: a stand-in whose pixels say how much is gone.
    let alpha = 255;
    const context = {
      scale: vi.fn(),
      fillRect: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      getImageData: (_x: number, _y: number, w: number, h: number) => ({
        data: new Uint8ClampedArray(w * h * 4).fill(alpha),
      }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const capture = vi.fn();
    HTMLCanvasElement.prototype.setPointerCapture = capture;
    vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(280);
    vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockReturnValue(132);
    server.on('activityInfo', () => ({ data: scratchCard() }));
    server.on('activityDraw', () => ({ data: drawn() }));
    renderShave();
    fireEvent.click(await screen.findByRole('button', { name: '刮一张' }));
    await waitFor(() => expect(coating()?.getAttribute('data-painted')).toBe('true'));
    const canvas = coating()!;
    expect(context.fillRect).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 20 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    // jsdom has no PointerEvent: the pointer's id does not come through.
    expect(capture).toHaveBeenCalledTimes(1);
    expect(context.arc).toHaveBeenCalledTimes(1);
    expect(context.stroke).toHaveBeenCalledTimes(1);
    expect(coating()).not.toBeNull();

    alpha = 0;
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 100 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(coating()).toBeNull();
    expect(screen.getByRole('heading', { name: '恭喜获得 50 积分' })).toBeTruthy();
  });

  it('its rules are the rules of the first scratch card, or of the one named', async () => {
    server.on('activityInfo', () => ({ data: scratchCard() }));
    renderWithStore(<RulesView kind="shave" />, {
      baseUrl: server.baseUrl,
      path: '/shaveActivityNew/rules',
      pattern: paths.activities.shaveNewRules,
    });
    await screen.findByRole('table', { name: '奖品与中奖概率' });
    expect(server.requests[0]?.body).toEqual({ kind: 'shave' });
    expect(screen.getByText('已完成商户认证的商户')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去参加活动' }).getAttribute('href')).toBe(
      '/shaveActivity/index/A1005',
    );
  });
});
