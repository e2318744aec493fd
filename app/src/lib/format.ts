// Formatting for screens comes from the SDK, so the app and the simulator agree to the character.
export { formatPoints, formatPointsChange, formatYuan } from '@merchant-h5/sdk';
