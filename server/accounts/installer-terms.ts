/**
 * What an external client's user may see of its installer's terms (README,
 * "Accounts"): it quotes under the installer's main account at public
 * prices, and never sees the installer's negotiated discount nor its net
 * total. The server leaves them out of every answer it gets
 * (getAccountInstaller, calculateQuote, saveQuoteCalculation).
 */
import type { AuthContext } from '../http/request-context.ts';

export function seesInstallerTerms(auth: AuthContext): boolean {
  return auth.company.kind !== 'external';
}
