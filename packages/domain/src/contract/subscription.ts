import { z } from 'zod';
import type { SubscriptionInfo } from '../plans/subscription';
import { planType } from './auth';

export const planBody = z.object({ type: planType });

/** GET, PUT and DELETE /subscription. */
export const subscriptionInfo: z.ZodType<SubscriptionInfo> = z
  .object({
    type: planType.nullable(),
    nextSubscription: planType.nullable(),
    cancellationDate: z.string().nullable(),
    changeDate: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionInfo' });

/** POST /subscription/checkout: the URL the browser goes to, as a JSON string. */
export const checkoutUrl = z.string();

export const checkoutInfoQuery = z.object({ sessionId: z.string().min(1).max(200) });

/** GET /subscription/checkout/info: a checkout session (SPEC.md §7); price is a decimal string in euros. */
export const checkoutInfo = z
  .object({
    status: z.enum(['pending', 'validating', 'success', 'fail']),
    date: z.string(),
    price: z.string(),
    subscription: planType,
    transactionId: z.string().nullable(),
    sessionUrl: z.string().nullable(),
  })
  .meta({ id: 'CheckoutInfo' });

/** The built-in test checkout's session id, in its page's path. */
export const testCheckoutParam = z.object({
  session: z.string().regex(/^cs_[A-Za-z0-9_-]{10,100}$/, 'Session invalide.'),
});

export const webhookAnswer = z.object({ received: z.boolean() });

export type PlanBody = z.infer<typeof planBody>;
export type CheckoutInfo = z.infer<typeof checkoutInfo>;
