export { Dialog as default } from 'antd-mobile';
