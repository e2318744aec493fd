import { describe, expect, it } from 'vitest';
import { payloadSummary } from './payload-summary';

const bridge = (detail: Record<string, unknown>) => ({ kind: 'bridge' as const, detail });

describe('payloadSummary', () => {
  it('shows the data of a bridge message on one line', () => {
    expect(payloadSummary(bridge({ functionName: 'setTitle', data: { title: '交易记录' } }))).toBe(
      '{"title":"交易记录"}',
    );
    expect(payloadSummary(bridge({ data: {} }))).toBe('{}');
    expect(payloadSummary(bridge({ kind: 'post' }))).toBe('');
  });

  it('shows the error of a refused call instead', () => {
    expect(
      payloadSummary(
        bridge({ errorCode: 'VERSION', errorMsg: '当前App版本(318)不支持getNotificationStatus，请升级' }),
      ),
    ).toBe('VERSION 当前App版本(318)不支持getNotificationStatus，请升级');
  });

  it('cuts a long payload to 120 characters', () => {
    const line = payloadSummary(bridge({ data: { image: 'a'.repeat(500) } }));
    expect(line).toHaveLength(120);
    expect(line.endsWith('…')).toBe(true);
  });

  it('says nothing for gateway and control entries (their summary line says it)', () => {
    expect(payloadSummary({ kind: 'http', detail: { requestBody: { a: 1 } } })).toBe('');
  });
});
