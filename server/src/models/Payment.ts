import { TimestampedModel } from './BaseModel';

export type TPaymentStatus = 'paid' | 'refund_pending' | 'refunded';
export type TStoredPaymentMethod = 'card' | 'bank' | 'mobile' | 'free';

/** The one payment of a confirmed registration. Holds the last four digits of a number, never more. */
export class Payment extends TimestampedModel {
  static override tableName = 'payments';

  /** Null once the person or the booking is deleted: the payment stays for the books (issue 12). */
  registrationId!: string | null;
  userId!: string | null;
  amountCents!: number;
  currency!: string;
  method!: TStoredPaymentMethod;
  last4!: string | null;
  provider!: string;
  providerReference!: string;
  status!: TPaymentStatus;
  refundRequestedAt!: Date | null;
}
