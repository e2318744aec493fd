export { unstableSetRender } from 'antd-mobile';
