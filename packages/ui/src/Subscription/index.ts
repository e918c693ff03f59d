export { Subscription } from './Subscription';
export type { SubscriptionProps } from './Subscription';
