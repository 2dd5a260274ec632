export {
  TOAST_DURATION_MS,
  clearToasts,
  dismissToast,
  toast,
  toastStore,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastLink,
  type ToastTone,
} from './toast-store';
export { Toaster } from './toaster';
