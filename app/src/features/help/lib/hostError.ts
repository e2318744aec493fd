// The host's reason for refusing a bridge call, when it is one a merchant can read.
import { merchantText } from '../../../lib/apiError';

export function apiErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return merchantText(message, '在线客服暂时无法打开');
}
