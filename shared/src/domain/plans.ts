import { PREMIUM_PRICE_LKR, type TAccountPlan } from './constants';

/** What each plan includes (part 1 §6). */
export const PLAN_FEATURES: Record<TAccountPlan, { name: string; price: string; features: string[] }> = {
  basic: {
    name: 'Basic',
    price: 'Free',
    features: [
      '5 CV analyses per month',
      '1 job description per analysis',
      'Basic skills assessment',
      'Basic PDF report',
      'Standard support',
    ],
  },
  premium: {
    name: 'Premium',
    price: `LKR ${PREMIUM_PRICE_LKR.toLocaleString('en-US')} per month`,
    features: [
      'Unlimited CV analyses',
      'Up to 5 job descriptions per analysis',
      'Advanced skills assessment',
      'Professional PDF report with interview tips',
      'Detailed analytics and priority support',
    ],
  },
};
