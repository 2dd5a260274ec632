export { useOrderLineAmend, type OrderLineAmend } from '../../hooks/use-order-line-amend';
export {
  OrderAmendDialog,
  type OrderAmendContract,
  type OrderAmendDialogProps,
  type OrderAmendRequest,
} from './order-amend-dialog';
