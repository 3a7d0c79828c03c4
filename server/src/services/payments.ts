import { randomBytes } from 'node:crypto';
import type { TPaymentDetails } from '@launchpad/shared';

/** What a provider needs to take one payment. Card numbers reach it and go no further. */
export interface ChargeRequest {
  amountCents: number;
  currency: string;
  details: TPaymentDetails;
  /** The registration id: a real gateway must treat a repeated key as the same charge. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: string };

/** A payment gateway. The simulated one is the default; a real gateway is another implementation. */
export interface PaymentProvider {
  /** Shown to people ("Simulated payment: no money moves") and stored with each payment. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Card numbers the simulated provider declines, like a gateway's test cards (ours). */
export const SIMULATED_DECLINED_CARD = '4000000000000002';

/**
 * Takes no money: accepts every valid payment except the declined test card, and answers a reference
 * a person can quote. Named "simulated" everywhere it shows.
 */
export function createSimulatedProvider(): PaymentProvider {
  return {
    name: 'simulated',
    async charge(request) {
      if (
        request.details.method === 'card' &&
        request.details.cardNumber.replace(/\D/g, '') === SIMULATED_DECLINED_CARD
      )
        return { ok: false, reason: 'declined' };
      return { ok: true, reference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}` };
    },
  };
}
