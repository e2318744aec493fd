import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MINI_PROGRAM_HOME_PAGE } from '../../../config/miniProgram';
import type { HostContextValue } from '../../../lib/host/HostContext';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { NOT_IN_MINI_PROGRAM_TEXT, OpenMiniProgramView } from './OpenMiniProgramView';

const render = (host: Partial<HostContextValue>) =>
  renderWithStore(<OpenMiniProgramView />, {
    baseUrl: 'http://127.0.0.1:9/gateway',
    pattern: paths.mirror.openMiniProgram,
    path: paths.mirror.openMiniProgram,
    host,
  });

describe('OpenMiniProgramView', () => {
  it('hands the web-view to the mini program’s home once on arrival, and again on a tap', async () => {
    const sent: string[] = [];
    const miniProgram = {
      navigateBack: async () => undefined,
      reLaunch: async ({ url }: { url: string }) => void sent.push(url),
    };
    const { container } = render({ native: null, accessContext: 'miniProgram', miniProgram });
    await expectNoA11yViolations(container);
    expect(sent).toEqual([MINI_PROGRAM_HOME_PAGE]);
    fireEvent.click(screen.getByRole('button', { name: '打开小程序首页' }));
    expect(sent).toEqual([MINI_PROGRAM_HOME_PAGE, MINI_PROGRAM_HOME_PAGE]);
  });

  it('outside the mini program says where to open it', async () => {
    const { container } = render({ native: null, accessContext: 'hostApp' });
    expect(screen.getByRole('alert').textContent).toBe(NOT_IN_MINI_PROGRAM_TEXT);
    await expectNoA11yViolations(container);
  });
});
