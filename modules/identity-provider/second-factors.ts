import { Injectable } from '@nestjs/common';
import type { SecondFactor } from './interaction.handler.js';

/**
 * The accounts' second factor as the provider's sign-in asks for it (SPEC §6). The factor lives in
 * `modules/account-security`, which sits above this feature and registers itself here at start-up, so the
 * provider needs no import of it (no feature cycle). Deny by default: without a registered source the sign-in
 * fails rather than skipping the second step.
 */
@Injectable()
export class SecondFactors implements SecondFactor {
  private source: SecondFactor | undefined;

  use(source: SecondFactor): void {
    this.source = source;
  }

  async hasSecondFactor(accountId: string): Promise<boolean> {
    return this.registered().hasSecondFactor(accountId);
  }

  async verifySecondFactor(accountId: string, code: string): Promise<boolean> {
    return this.registered().verifySecondFactor(accountId, code);
  }

  private registered(): SecondFactor {
    if (!this.source) throw new Error('No second-factor source registered (AccountSecurityModule not loaded)');
    return this.source;
  }
}
