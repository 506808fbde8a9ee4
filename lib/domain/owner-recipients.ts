/**
 * Who hears of each new paid order (README "E-mails"): the addresses in SHOP_OWNER_EMAIL when it is
 * set, otherwise every owner account. A setting that names no address would send the owner nothing
 * without a word, so a malformed one is refused at start rather than read as "nobody".
 */
import { EMAIL_PATTERN } from './checkout';
import { normaliseOwnerEmail } from './owner-accounts';
import { fail, ok, type Result } from './result';

const EXAMPLE = 'such as owner@example.com or owner@example.com,orders@example.com';

/**
 * SHOP_OWNER_EMAIL: one address or several separated by commas, trimmed, lower-cased and each kept
 * once; null when it is unset or blank (the owner accounts are told instead).
 */
export function parseOwnerEmailSetting(value: string | undefined): Result<string[] | null> {
  if (!value?.trim()) return ok(null);
  const addresses: string[] = [];
  for (const entry of value.split(',')) {
    const address = normaliseOwnerEmail(entry);
    if (!address) return fail(`SHOP_OWNER_EMAIL has an empty entry between its commas; give e-mail addresses separated by commas, ${EXAMPLE}.`);
    if (!EMAIL_PATTERN.test(address)) return fail(`SHOP_OWNER_EMAIL must be e-mail addresses separated by commas, ${EXAMPLE}; "${entry.trim()}" is not one.`);
    if (!addresses.includes(address)) addresses.push(address);
  }
  return ok(addresses);
}

/** The addresses to tell: the setting's when it names any, else the owner accounts', each once. */
export function ownerRecipients(setting: readonly string[] | null, accountEmails: readonly string[]): string[] {
  if (setting) return [...setting];
  return [...new Set(accountEmails.map(normaliseOwnerEmail).filter((address) => address !== ''))];
}
