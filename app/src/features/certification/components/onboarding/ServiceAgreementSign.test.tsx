import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { paths } from '../../../../config/paths';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { ServiceAgreementSign } from './ServiceAgreementSign';

const server = envelopeServerPerTest();

function contract(over: Partial<EndpointResponse<'esignNature'>> = {}): EndpointResponse<'esignNature'> {
  return {
    contractNo: 'ES1',
    operationId: 'OP1',
    merchType: '02',
    merchTypeName: '小微商户',
    isAutoAudit: '0',
    businessAutoSwitch: '1',
    signStatus: '0',
    signTime: null,
    auditStatus: 'none',
    wechatPayOpen: '0',
    agreements: [
      {
        code: 'MICRO',
        title: '《小微商户经营承诺书》',
        content: '<p>本人承诺</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
      },
    ],
    signUrl: '',
    ...over,
  };
}

describe('ServiceAgreementSign', () => {
  it('shows the sanitised agreements of the type in the route, and signs once however often tapped', async () => {
    let signed = false;
    server.on('esignNature', (req) => {
      if ((req.body as { sign?: boolean }).sign) signed = true;
      return {
        data: contract(signed ? { signStatus: '1', signTime: '20261123', auditStatus: 'auditing' } : {}),
      };
    });
    const navigateBack = vi.fn();
    const { container } = renderWithStore(
      <ServiceAgreementSign operationId="OP1" merchType="02" isAutoAudit="0" businessAutoSwitch="1" />,
      {
        baseUrl: server.baseUrl,
        pattern: paths.certification.serviceAgreementNew,
        path: '/weChatMiniPgm/serviceAgreementNew/OP1/02/0/1',
        host: { miniProgram: { navigateBack } },
      },
    );
    await screen.findByRole('heading', { name: '《小微商户经营承诺书》' });
    await expectNoA11yViolations(container);
    expect(screen.getByText('本人承诺')).toBeTruthy();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('签署后需人工审核，预计 1–3 个工作日内完成。')).toBeTruthy();
    const agree = screen.getByRole('button', { name: '同意并继续' });
    fireEvent.click(agree);
    fireEvent.click(agree);
    await screen.findByRole('heading', { name: '已签署，等待审核' });
    const signs = server.requests.filter(
      (r) => r.endpoint === 'esignNature' && (r.body as { sign?: boolean }).sign,
    );
    expect(signs).toHaveLength(1);
    expect(signs[0]?.body).toMatchObject({ operationId: 'OP1', merchType: '02', isAutoAudit: '0' });
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(navigateBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '前往小微商户入网' })).toBeTruthy();
  });

  it('a link with a wrong merchant type says so and leads back', async () => {
    const { container } = renderWithStore(<ServiceAgreementSign operationId="OP1" merchType="09" />, {
      baseUrl: server.baseUrl,
    });
    await expectNoA11yViolations(container);
    expect(screen.getByText('协议链接有误')).toBeTruthy();
    await waitFor(() => expect(server.requests).toHaveLength(0));
  });
});
