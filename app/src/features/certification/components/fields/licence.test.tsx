// The licence photo's reading fills what is empty, keeps what was typed, and the registration number
// it fills is checked like a typed one (check character, then the server).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { RegistNoField } from '../business/RegistNoField';
import { licenceReadingText, useLicenceReading } from './useLicenceReading';
import type { LicenceTarget } from './useLicenceReading';

const server = envelopeServerPerTest();
const PHOTO = 'data:image/jpeg;base64,AAAA';

function Licence({ name = '' }: { name?: string }) {
  const [registNo, setRegistNo] = useState('');
  const [businessName, setBusinessName] = useState(name);
  const [signal, setSignal] = useState(0);
  const targets = useCallback(
    (): LicenceTarget[] => [
      { label: '注册号', current: registNo, set: setRegistNo, read: (l) => l.registNo },
      { label: '商户名称', current: businessName, set: setBusinessName, read: (l) => l.businessName },
    ],
    [registNo, businessName],
  );
  const { read, reading } = useLicenceReading(
    targets,
    useCallback(() => setSignal((n) => n + 1), []),
  );
  return (
    <form>
      <button type="button" onClick={() => void read(PHOTO)}>
        读取执照
      </button>
      <p role="status">{licenceReadingText(reading)}</p>
      <RegistNoField value={registNo} onChange={setRegistNo} checkSignal={signal} />
      <label>
        商户名称
        <input value={businessName} onChange={(e) => setBusinessName(e.target.value)} />
      </label>
    </form>
  );
}

const reading = (registNo: string) => ({
  data: {
    registNo,
    businessName: '徐汇区好再来小吃店',
    legalManName: '李娜',
    address: '漕溪北路 1 号',
    validPeriod: '长期',
  },
});

describe('useLicenceReading', () => {
  it('fills the empty fields from the photo, leaves them editable, and has the server check the number', async () => {
    server.on('bqCertificationLicenseImageAnalysis', () => reading('92310104MA1K4LQW30'));
    server.on('bqCertificationCheckRegistNo', () => ({
      data: { registNo: '92310104MA1K4LQW30', valid: false, reason: '该注册号已被其他商户认证' },
    }));
    const { container } = renderWithStore(<Licence />, { baseUrl: server.baseUrl });
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '读取执照' }));
    await screen.findByText('已从营业执照识别注册号、商户名称，请核对');
    const registNo = screen.getByLabelText('营业执照注册号') as HTMLInputElement;
    expect(registNo.value).toBe('92310104MA1K4LQW30');
    expect(server.requests.find((r) => r.endpoint === 'bqCertificationLicenseImageAnalysis')?.body).toEqual({
      image: PHOTO,
    });
    await waitFor(() =>
      expect(container.querySelector('#cert-registNo-message')?.textContent).toBe('该注册号已被其他商户认证'),
    );
    fireEvent.change(registNo, { target: { value: '92310104MA1K4LQW3' } });
    expect(registNo.value).toBe('92310104MA1K4LQW3');
  });

  it('names a misread check character beside the number, and keeps what the merchant typed', async () => {
    server.on('bqCertificationLicenseImageAnalysis', () => reading('92440106MA5CK2QB8M'));
    const { container } = renderWithStore(<Licence name="阿明水果" />, { baseUrl: server.baseUrl });
    fireEvent.click(screen.getByRole('button', { name: '读取执照' }));
    await screen.findByText('已从营业执照识别注册号，请核对；商户名称与执照识别结果不同，已保留您填写的内容');
    expect((screen.getByLabelText('商户名称') as HTMLInputElement).value).toBe('阿明水果');
    await waitFor(() =>
      expect(container.querySelector('#cert-registNo-message')?.textContent).toBe(
        '营业执照注册号校验位不正确，请核对',
      ),
    );
    expect(server.requests.some((r) => r.endpoint === 'bqCertificationCheckRegistNo')).toBe(false);
  });

  it('says to type the fields when the photo cannot be read', async () => {
    server.on('bqCertificationLicenseImageAnalysis', () => ({
      code: '3301',
      msg: '照片不清晰，未识别到营业执照',
    }));
    renderWithStore(<Licence />, { baseUrl: server.baseUrl });
    fireEvent.click(screen.getByRole('button', { name: '读取执照' }));
    await screen.findByText('未能识别营业执照，请手动填写（照片不清晰，未识别到营业执照）');
    expect((screen.getByLabelText('营业执照注册号') as HTMLInputElement).value).toBe('');
  });
});
