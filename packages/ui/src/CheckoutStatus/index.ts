export { CheckoutStatus } from './CheckoutStatus';
export type { CheckoutStatusProps, CheckoutInfo } from './CheckoutStatus';
