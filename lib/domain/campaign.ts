/**
 * The campaign of the visit that brought a shopper (docs/adr/0035): its `utm_*` tags and the host of
 * the site that referred it. Kept only with the shopper's marketing consent.
 */
export interface Campaign {
  source: string | null;
  medium: string | null;
  name: string | null;
  referrerHost: string | null;
}

/** The tags a campaign's links carry, in the order of Campaign's source, medium and name. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The longest any one part is kept: tags are words, not documents. */
export const CAMPAIGN_TEXT_MAX = 100;

/** How long the visit's campaign is kept in the shopper's browser before it no longer counts. */
export const CAMPAIGN_KEPT_DAYS = 30;

/**
 * A tag as it is kept: runs of space made one, control and invisible characters dropped, trimmed, cut
 * to CAMPAIGN_TEXT_MAX (never through the middle of a character); null when nothing is left.
 */
export function campaignText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const printable = value.replace(/\s+/g, ' ').replace(/\p{C}/gu, '').trim();
  let kept = printable.slice(0, CAMPAIGN_TEXT_MAX);
  // A cut between the halves of a surrogate pair leaves half a character.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return kept.trim() || null;
}

const HOST_PATTERN = /^[a-z0-9.:[\]-]+$/;

/** A host as kept: lower case, without a leading www., and of a host's characters only. */
function keptHost(host: string): string | null {
  const bare = host.toLowerCase().replace(/^www\./, '');
  return bare.length <= CAMPAIGN_TEXT_MAX && HOST_PATTERN.test(bare) ? bare : null;
}

/**
 * The host of the site a visit came from, from its Referer (or document.referrer): null for none, for
 * anything but a web address, and for the shop's own host (with or without www.), since a visitor
 * moving between the shop's pages came from no campaign.
 */
export function referrerHostOf(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = keptHost(url.hostname);
  const own = keptHost(ownHost.replace(/:\d+$/, ''));
  return host && host !== own ? host : null;
}

/**
 * The campaign of one visit, from its address's query and its referrer: null when it has neither a
 * tag nor an outside referrer, so a plain visit never replaces the campaign that brought the shopper.
 */
export function campaignOfVisit(query: URLSearchParams, referrer: string | null | undefined, ownHost: string): Campaign | null {
  const [source, medium, name] = UTM_PARAMS.map((param) => campaignText(query.get(param)));
  return someCampaign({ source: source ?? null, medium: medium ?? null, name: name ?? null, referrerHost: referrerHostOf(referrer, ownHost) });
}

function someCampaign(campaign: Campaign): Campaign | null {
  return campaign.source || campaign.medium || campaign.name || campaign.referrerHost ? campaign : null;
}

/**
 * The campaign as the cookie keeps it: a JSON array of the four parts (the cookie's writer
 * percent-encodes it). Four parts of at most 100 UTF-16 units stay well inside a cookie's 4 KB.
 */
export function encodeCampaign(campaign: Campaign): string {
  return JSON.stringify([campaign.source, campaign.medium, campaign.name, campaign.referrerHost]);
}

/**
 * The campaign a cookie holds, or null when it holds none or anything but what encodeCampaign writes.
 * The browser can hold anything under the name, so each part is cleaned again as it is read.
 */
export function decodeCampaign(value: string | null | undefined): Campaign | null {
  if (!value || value.length > 8 * CAMPAIGN_TEXT_MAX * 4) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((part) => part === null || typeof part === 'string')) return null;
  const [source, medium, name, host] = parts as (string | null)[];
  return someCampaign({ source: campaignText(source), medium: campaignText(medium), name: campaignText(name), referrerHost: host ? keptHost(host) : null });
}

/**
 * A campaign in one line for the owner: its tags as source / medium / name (a dash for one it lacks),
 * or, for a visit without tags, the site it came from.
 */
export function campaignLabel(campaign: Campaign): string {
  if (campaign.source || campaign.medium || campaign.name) return [campaign.source, campaign.medium, campaign.name].map((part) => part ?? '–').join(' / ');
  return campaign.referrerHost ? `A link on ${campaign.referrerHost}` : 'None';
}
