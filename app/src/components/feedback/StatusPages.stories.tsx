import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackScreen } from './FallbackScreen';
import { LoadError } from './LoadError';
import { NetworkFallback } from './NetworkFallback';

const meta: Meta = { title: 'Feedback/Status pages' };
export default meta;

export const LoadErrorPage: StoryObj<typeof LoadError> = {
  render: () => <LoadError onRetry={() => undefined} />,
};
export const LoadErrorRetrying: StoryObj<typeof LoadError> = {
  render: () => <LoadError retrying onRetry={() => undefined} />,
};
export const NetworkFallbackPage: StoryObj<typeof NetworkFallback> = {
  render: () => <NetworkFallback onReload={() => undefined} />,
};
/** Outside a host (no provider): the way back is history.back. */
export const NotFound: StoryObj = { render: () => <FallbackScreen /> };
