import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { question } from '../testing/fixtures';
import { AnswerView } from './AnswerView';

const server = envelopeServerPerTest();
const HOSTILE =
  '<p>可以<b>更换</b>。<img src="data:image/png;base64,AAAA" onerror="window.__helpXss=1"><script>window.__helpXss=2</script>' +
  '<a href="javascript:window.__helpXss=3">查看说明</a></p>';

describe('AnswerView', () => {
  it('shows the answer by code under the title from the address, its HTML sanitised', async () => {
    server.on('abnormalHandleCommonQuestions', () => ({
      data: {
        list: [
          question({
            code: 'Q07',
            type: 'settlement',
            typeName: '结算提现',
            title: '结算卡可以更换吗？',
            answer: HOSTILE,
          }),
        ],
      },
    }));
    const { container } = renderWithStore(<AnswerView code="Q07" title="结算卡可以更换吗？" />, {
      baseUrl: server.baseUrl,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('结算卡可以更换吗？');
    const body = await screen.findByText(/可以/, { selector: '.mh-help-answer-body p' });
    await expectNoA11yViolations(container);
    expect(server.requests[0]?.body).toEqual({ code: 'Q07' });
    expect(body.querySelector('b')?.textContent).toBe('更换');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { __helpXss?: number }).__helpXss).toBeUndefined();
    expect(screen.getByRole('link', { name: '更多结算提现问题' }).getAttribute('href')).toBe(
      '/help/questionListPage/settlement',
    );
  });

  it('a question taken down says so, and still offers a person to ask', async () => {
    server.on('abnormalHandleCommonQuestions', () => ({ data: { list: [] } }));
    const { container } = renderWithStore(<AnswerView code="Q99" title="旧问题" />, {
      baseUrl: server.baseUrl,
    });
    await screen.findByText('该问题已下线');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: /客服电话/ }).getAttribute('href')).toBe('tel:95016');
  });
});
