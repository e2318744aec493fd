import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { question } from '../testing/fixtures';
import { QuestionGroup } from './QuestionGroup';

const server = envelopeServerPerTest();

describe('QuestionGroup', () => {
  it("lists the group's questions under its name, each linking to its answer", async () => {
    server.on('abnormalHandleCommonQuestions', () => ({
      data: {
        list: [
          question({ code: 'Q04', type: 'device', typeName: '机具问题', title: '机具无法开机怎么办？' }),
        ],
      },
    }));
    const { container } = renderWithStore(<QuestionGroup type="device" />, { baseUrl: server.baseUrl });
    const list = await screen.findByRole('list', { name: '机具问题问题' });
    await expectNoA11yViolations(container);
    expect(server.requests[0]?.body).toEqual({ type: 'device' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('机具问题');
    expect(within(list).getByRole('link').getAttribute('href')).toBe(
      `/help/questionListTitlePage/Q04/${encodeURIComponent('机具无法开机怎么办？')}`,
    );
  });

  it('an empty group says so under its name', async () => {
    server.on('abnormalHandleCommonQuestions', () => ({ data: { list: [] } }));
    const { container } = renderWithStore(<QuestionGroup type="settlement" />, { baseUrl: server.baseUrl });
    await screen.findByText('该分类暂无问题');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('结算提现');
  });

  it('a failed load is said in place with 重试', async () => {
    server.on('abnormalHandleCommonQuestions', () => ({ status: 500 }));
    const { container } = renderWithStore(<QuestionGroup type="device" />, { baseUrl: server.baseUrl });
    await screen.findByRole('button', { name: '重试' });
    await expectNoA11yViolations(container);
  });
});
