// What the service agreement screens say about the audit and what comes after signing.
import type { EndpointResponse } from '@merchant-h5/sdk';

type Contract = EndpointResponse<'esignNature'>;

export const AUDIT_TEXT: Record<Contract['auditStatus'], string> = {
  none: '未提交',
  auditing: '审核中',
  passed: '审核通过',
};

/** The line under the agreements: how the signed application is audited. */
export function auditLine(isAutoAudit: '0' | '1'): string {
  return isAutoAudit === '1'
    ? '签署后系统将自动审核，通常即时完成。'
    : '签署后需人工审核，预计 1–3 个工作日内完成。';
}

/** The result after signing: depends on the audit and on whether WeChat pay opens by itself. */
export function signedResult(contract: Contract): { title: string; description: string } {
  if (contract.auditStatus === 'auditing')
    return { title: '已签署，等待审核', description: '审核结果将通过消息通知您，请留意。' };
  if (contract.wechatPayOpen === '1')
    return { title: '已签署，微信支付收款已开通', description: '您现在可以在小程序中收款了。' };
  return {
    title: '已签署，审核已通过',
    description:
      contract.businessAutoSwitch === '1'
        ? '微信支付收款将自动开通。'
        : '请在"我的—收款设置"中手动开通微信支付收款。',
  };
}
