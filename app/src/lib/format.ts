// Formatting for screens comes from the SDK, so the app and the simulator agree to the character.
import { formatPoints } from '@merchant-h5/sdk';

export { formatPoints, formatPointsChange, formatYuan } from '@merchant-h5/sdk';

/**
 * The server's words (a refusal, a reminder) with their points written as everywhere else on screen: '积分不足，还差 2900 积分'
 * reads '积分不足，还差 2,900 积分' (the words are the server's; only the number's form is the app's).
 */
export function withPointsFormatted(message: string): string {
  // No lookbehind: Safari 14 (the iOS hosts' oldest engine) lacks it.
  return message.replace(
    /(^|[^\d,.])(\d{4,})(?=\s*积分)/g,
    (_all, before: string, digits: string) => before + formatPoints(Number(digits)),
  );
}
