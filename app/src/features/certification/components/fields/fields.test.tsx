import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeError, endpoints } from '@merchant-h5/sdk';
import type { NativeApi } from '@merchant-h5/sdk';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { emptyIdentity, IdentityFields } from './IdentityFields';
import type { IdentityValue } from './IdentityFields';
import { MccPicker } from './MccPicker';
import type { MccValue } from './MccPicker';

const server = envelopeServerPerTest();

function Identity({ initial = emptyIdentity }: { initial?: IdentityValue }) {
  const [value, setValue] = useState(initial);
  return (
    <IdentityFields
      idPrefix="legal"
      value={value}
      onChange={(p) => setValue((v) => ({ ...v, ...p }))}
      nameLimit={endpoints.bqCertificationSubmit.limits.legalManName}
    />
  );
}

function Mcc() {
  const [value, setValue] = useState<MccValue>({ mccCd: '', mccValue: '' });
  return <MccPicker id="mcc" value={value} onChange={setValue} />;
}

describe('MccPicker', () => {
  it('finds a category by what the merchant types and takes it with one tap', async () => {
    server.on('merchantAccessGetBusinessType', () => ({
      data: {
        list: [
          { category: '餐饮', children: [{ mccCd: '5812', mccValue: '餐馆', category: '餐饮' }] },
          { category: '零售', children: [{ mccCd: '5411', mccValue: '超市、便利店', category: '零售' }] },
        ],
      },
    }));
    const { container } = renderWithStore(<Mcc />, { baseUrl: server.baseUrl });
    fireEvent.click(screen.getByRole('button', { name: '经营类目' }));
    await screen.findByRole('button', { name: /餐馆/ });
    await expectNoA11yViolations(container);
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索经营类目' }), { target: { value: '便利' } });
    expect(screen.queryByRole('button', { name: /餐馆/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /超市、便利店/ }));
    expect(screen.getByRole('button', { name: '经营类目' }).textContent).toBe('超市、便利店');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('IdentityFields', () => {
  it('checks the ID number when left, and shows it masked except while it is edited', async () => {
    const { container } = renderWithStore(<Identity />);
    await expectNoA11yViolations(container);
    expect(screen.getByText('当前环境不支持识别身份证，请手动填写')).toBeTruthy();
    const idNo = screen.getByRole('textbox', { name: '身份证号' }) as HTMLInputElement;
    fireEvent.focus(idNo);
    fireEvent.change(idNo, { target: { value: '310104199001010021' } });
    fireEvent.blur(idNo);
    expect(screen.getByText('身份证号校验位不正确，请核对')).toBeTruthy();
    // 1990 was no leap year; 2000 was.
    fireEvent.focus(idNo);
    fireEvent.change(idNo, { target: { value: '310104199002290020' } });
    fireEvent.blur(idNo);
    expect(screen.getByText('身份证号的出生日期不正确')).toBeTruthy();
    fireEvent.focus(idNo);
    fireEvent.change(idNo, { target: { value: '110105200002290013' } });
    expect(idNo.value).toBe('110105200002290013');
    fireEvent.blur(idNo);
    expect(screen.queryByText(/身份证号.*不正确/)).toBeNull();
    expect(idNo.value).toBe('110***********0013');
    expect(container.textContent).not.toContain('110105200002290013');
  });

  it('asks for an end after the start, or 长期', () => {
    renderWithStore(<Identity initial={{ ...emptyIdentity, startDate: '2020-05-01' }} />);
    const end = screen.getByLabelText('证件有效期截止日期') as HTMLInputElement;
    fireEvent.change(end, { target: { value: '2019-05-01' } });
    fireEvent.blur(end);
    expect(screen.getByText('截止日期应晚于起始日期')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '长期有效' }));
    expect(end.disabled).toBe(true);
    expect(screen.queryByText('截止日期应晚于起始日期')).toBeNull();
  });

  it("fills the fields from the host's ID card OCR and leaves them editable", async () => {
    const scanIdCard = () =>
      Promise.resolve({
        name: '李娜',
        idNo: '31010419880307002X',
        validFrom: '2016-03-07',
        validTo: '长期',
        errorCode: '0000',
      });
    renderWithStore(<Identity />, { host: { native: { scanIdCard } as unknown as NativeApi } });
    fireEvent.click(screen.getByRole('button', { name: '拍照识别身份证' }));
    await screen.findByText('已识别，请核对');
    const name = screen.getByRole('textbox', { name: '法人姓名' }) as HTMLInputElement;
    expect(name.value).toBe('李娜');
    expect((screen.getByRole('textbox', { name: '身份证号' }) as HTMLInputElement).value).toBe(
      '310***********002X',
    );
    expect((screen.getByLabelText('证件有效期起始日期') as HTMLInputElement).value).toBe('2016-03-07');
    expect(screen.getByRole('checkbox', { name: '长期有效' })).toHaveProperty('checked', true);
    fireEvent.change(name, { target: { value: '李娜娜' } });
    expect(name.value).toBe('李娜娜');
  });

  it('tells the merchant to type when the host cannot read the card', async () => {
    const scanIdCard = () => Promise.reject(new Error('原生未实现方法 scanIdCard'));
    renderWithStore(<Identity />, { host: { native: { scanIdCard } as unknown as NativeApi } });
    fireEvent.click(screen.getByRole('button', { name: '拍照识别身份证' }));
    await waitFor(() => expect(screen.getByText('未能识别身份证，请手动填写')).toBeTruthy());
  });

  it('in an app without ID card OCR (NOT_FOUND) says to type the number and stops offering the scan', async () => {
    const scanIdCard = vi.fn(() => Promise.reject(new NativeError('NOT_FOUND', '原生未实现方法 scanIdCard')));
    const native = { scanIdCard } as unknown as NativeApi;
    const first = renderWithStore(<Identity />, { host: { native } });
    fireEvent.click(screen.getByRole('button', { name: '拍照识别身份证' }));
    await screen.findByText('当前环境不支持识别身份证，请手动填写');
    expect(screen.queryByRole('button', { name: '拍照识别身份证' })).toBeNull();
    const idNo = screen.getByRole('textbox', { name: '身份证号' }) as HTMLInputElement;
    fireEvent.change(idNo, { target: { value: '31010419880307002X' } });
    fireEvent.blur(idNo);
    expect(idNo.value).toBe('310***********002X');
    first.unmount();
    // The same host on the next form: not offered again.
    renderWithStore(<Identity />, { host: { native } });
    expect(screen.getByText('当前环境不支持识别身份证，请手动填写')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '拍照识别身份证' })).toBeNull();
    expect(scanIdCard).toHaveBeenCalledTimes(1);
  });
});
