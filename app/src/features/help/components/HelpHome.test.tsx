import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { question } from '../testing/fixtures';
import { HelpHome } from './HelpHome';

const server = envelopeServerPerTest();
const arrival = question({ code: 'Q06', type: 'settlement', typeName: '结算提现', title: '提现多久到账？' });

function renderHome(path = '/help/index') {
  server.on('abnormalHandleCommonQuestions', ({ body }) => {
    if (body.keyword === '到账') return { data: { list: [question(), arrival] } };
    if (body.keyword) return { data: { list: [] } };
    return { data: { list: [question()] } };
  });
  return renderWithStore(<HelpHome />, { baseUrl: server.baseUrl, pattern: paths.help.index, path });
}

describe('HelpHome', () => {
  it('lists the groups, the common questions and the way to the abnormal trades', async () => {
    const { container } = renderHome();
    const common = await screen.findByRole('list', { name: '常见问题' });
    await expectNoA11yViolations(container);
    const groups = within(screen.getByRole('navigation', { name: '问题分类' })).getAllByRole('link');
    expect(groups.map((g) => g.getAttribute('href'))).toEqual([
      '/help/questionListPage/abnormal',
      '/help/questionListPage/device',
      '/help/questionListPage/settlement',
    ]);
    expect(within(common).getByRole('link').getAttribute('href')).toBe(
      `/help/questionListTitlePage/Q01/${encodeURIComponent('交易成功但未到账怎么办？')}`,
    );
    expect(screen.getByRole('link', { name: '异常交易处理' }).getAttribute('href')).toBe(
      '/help/handleExceptionPage',
    );
    expect(screen.getByRole('link', { name: '处理进度' }).getAttribute('href')).toBe('/help/Speed');
    // The card-machine services of the same area are one tap away.
    const services = within(screen.getByRole('navigation', { name: '我的服务' }));
    expect(services.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['异常交易处理', '/help/handleExceptionPage'],
      ['处理进度', '/help/Speed'],
      ['申请机具', '/help/applyInstallPage'],
      ['我的机具', '/device/deviceApply'],
      ['机具换机', '/help/replaceDevice'],
      ['服务费', '/help/SwitchPayDeviceApply'],
      ['手机 POS', '/phonePos/index'],
    ]);
  });

  it('searches across groups, names an empty result, and says an empty search needs words', async () => {
    const { container, router } = renderHome();
    const box = screen.getByRole('searchbox', { name: '搜索问题' });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByText('请输入要搜索的问题').id).toBe(box.getAttribute('aria-describedby'));
    fireEvent.change(box, { target: { value: '到账' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const found = await screen.findByRole('list', { name: '“到账”的搜索结果' });
    await expectNoA11yViolations(container);
    expect(
      within(found)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['交易成功但未到账怎么办？', '提现多久到账？']);
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('到账')}`);
    fireEvent.change(box, { target: { value: '打印机' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await screen.findByText('没有找到与“打印机”相关的问题');
    await expectNoA11yViolations(container);
  });
});
