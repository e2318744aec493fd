export { Toast as default } from 'antd-mobile';
