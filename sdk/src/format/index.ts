export { formatYuan, YUAN_SIGN } from './money';
export { formatPoints, formatPointsChange } from './points';
export { remRootFontSize, applyRemLayout, DESIGN_WIDTH } from './rem';
export type { RemDocument } from './rem';
export { formatArea, formatAreaLabel, formatAddress } from './area';
export type { AreaNames } from './area';
