export { formatYuan, YUAN_SIGN } from './money';
export { remRootFontSize, applyRemLayout, DESIGN_WIDTH } from './rem';
export type { RemDocument } from './rem';
