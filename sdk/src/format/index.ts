export { formatYuan } from './money';
export { formatPoints, formatPointsChange } from './points';
export { remRootFontSize, applyRemLayout } from './rem';
export type { RemDocument } from './rem';
export { formatArea, formatAreaLabel, formatAddress } from './area';
export type { AreaNames } from './area';
