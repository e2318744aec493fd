// The message centre (docs/product.md §2 "Messages"): the index with its categories and counts, and
// one message. Both have the mini program's mirror; the index's mirror has no {client?}.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchMessageDetail, prefetchMessageIndex } from './api/messages';

const routes: AppRoute[] = [
  {
    pattern: paths.messages.index,
    lazy: () => import('./screens/MessageIndexScreen'),
    prefetch: prefetchMessageIndex,
    mirror: paths.mirror.messageIndex,
  },
  {
    pattern: paths.messages.detail,
    lazy: () => import('./screens/MessageDetailScreen'),
    prefetch: prefetchMessageDetail,
    mirror: true,
    // Without an id the screen asks nothing (it says so); the route checks open a scenario's message.
    example: '/message/detail/MSG00001',
  },
];

export const area: FeatureArea = { name: 'messages', title: '消息中心', routes };
