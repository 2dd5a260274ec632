export { OrderPanel } from './lazy-order-panel';
export type { OrderPanelProps } from './order-panel';
export { PreferencesDialog, type PreferencesDialogProps } from '../dialogs/preferences-dialog';
export { TransferDialog, type TransferDialogProps } from '../dialogs/transfer-dialog';
