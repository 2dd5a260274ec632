export { ApiMessageToasts } from './api-message-toasts';
