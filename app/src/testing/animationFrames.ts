// Loaded before anything imports antd-mobile: react-spring keeps the requestAnimationFrame it finds
// when it loads. Each frame runs inside act(), so the springs of Toast, Dialog and Mask update their
// own roots like any other update of a test (React would otherwise warn "not wrapped in act").
import { inAct } from './inAct';

const nextFrame = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => nextFrame((time) => inAct(() => callback(time)));
