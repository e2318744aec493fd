import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { PhonePosView } from './PhonePosView';

const server = envelopeServerPerTest();

function serveSwitches(state: Record<string, string>) {
  server.on('switchGet', () => ({ data: { ...state } }));
  server.on('phonePosCertification', () => {
    state.phonePosCertified = '1';
    return { data: { status: '00', statusName: '认证通过', name: '*伟' } };
  });
  server.on('switchUpdate', ({ body }) => {
    state[String(body.key)] = String(body.value);
    return { data: body };
  });
}

function renderPos() {
  return renderWithStore(<PhonePosView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.phonePosIndex,
    path: paths.other.phonePosIndex,
  });
}

describe('PhonePosView', () => {
  it('names bad input next to its field, keeps what was typed, then certifies and turns it on', async () => {
    const state = { phonePos: '0', phonePosCertified: '0' };
    serveSwitches(state);
    const { container } = renderPos();
    const name = await screen.findByLabelText('姓名');
    await expectNoA11yViolations(container);
    fireEvent.change(name, { target: { value: '张伟' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '认证并开启' }));
    expect((await screen.findByText('请输入 18 位身份证号')).id).toBe('pos-idNo-message');
    expect(screen.getByLabelText('身份证号').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('姓名')).toHaveProperty('value', '张伟');
    await expectNoA11yViolations(container);
    expect(server.requests.some((r) => r.endpoint === 'phonePosCertification')).toBe(false);

    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '31010119880307123x' } });
    fireEvent.click(screen.getByRole('button', { name: '认证并开启' }));
    await screen.findByTestId('elsewhere');
    const sent = server.requests.filter((r) => r.endpoint !== 'switchGet');
    expect(sent.map((r) => [r.endpoint, r.body])).toEqual([
      ['phonePosCertification', { name: '张伟', idNo: '31010119880307123X' }],
      ['switchUpdate', { key: 'phonePos', value: '1' }],
    ]);
  });

  it('turns it off when on, and shows a refusal inline', async () => {
    serveSwitches({ phonePos: '1', phonePosCertified: '1' });
    server.on('switchUpdate', () => ({ code: '3005', msg: '当前有交易处理中，请稍后再试' }));
    const { container } = renderPos();
    fireEvent.click(await screen.findByRole('button', { name: '关闭手机 POS' }));
    expect((await screen.findByRole('alert')).textContent).toBe('当前有交易处理中，请稍后再试');
    await expectNoA11yViolations(container);
    expect(container.querySelector('.mh-fee-headline-value')?.textContent).toBe('已开启');
  });

  it('a double tap certifies once; a refusal is told in the form, not toasted, and the retry of the same identity carries the same key', async () => {
    const state = { phonePos: '0', phonePosCertified: '0' };
    serveSwitches(state);
    let refuse = true;
    server.on('phonePosCertification', () => {
      if (refuse) return { code: '3005', msg: '身份信息核验未通过' };
      state.phonePosCertified = '1';
      return { data: { status: '00', statusName: '认证通过', name: '*伟' } };
    });
    renderPos();
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '张伟' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '310101198803071234' } });
    const certify = screen.getByRole('button', { name: '认证并开启' });
    fireEvent.click(certify);
    fireEvent.click(certify);
    expect((await screen.findByRole('alert')).textContent).toBe('身份信息核验未通过');
    expect(server.requests.filter((r) => r.endpoint === 'phonePosCertification')).toHaveLength(1);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '认证并开启' }));
    await screen.findByTestId('elsewhere');
    // The form is gone: a toast of the refusal would still be said in the toaster's live region.
    expect(screen.queryByText('身份信息核验未通过')).toBeNull();
    const keys = server.requests
      .filter((r) => r.endpoint === 'phonePosCertification')
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('certified but refused the switch: told once, by the screen, and the switch can be tried again', async () => {
    const state = { phonePos: '0', phonePosCertified: '0' };
    serveSwitches(state);
    server.on('switchUpdate', () => ({ code: '3005', msg: '风控校验中，请稍后再试' }));
    const { container } = renderPos();
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '张伟' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '310101198803071234' } });
    fireEvent.click(screen.getByRole('button', { name: '认证并开启' }));
    await screen.findByRole('button', { name: '开启手机 POS' });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['风控校验中，请稍后再试']),
    );
    // The refused switch asks for the switches again while axe runs: act() applies the answer.
    await act(() => expectNoA11yViolations(container));
  });

  it("a switch the network lost is left to the shell's toast", async () => {
    serveSwitches({ phonePos: '1', phonePosCertified: '1' });
    server.on('switchUpdate', () => ({ status: 502 }));
    renderPos();
    fireEvent.click(await screen.findByRole('button', { name: '关闭手机 POS' }));
    await waitFor(() => expect(server.requests.some((r) => r.endpoint === 'switchUpdate')).toBe(true));
    await screen.findByRole('button', { name: '关闭手机 POS' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
