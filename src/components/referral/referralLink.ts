import { config } from '../../config';

/** The agent's public registration link (spec: the public site's /registration/{referralNumber}). */
export function referralLink(
  referralNumber: string | number,
  siteUrl: string = config.publicSiteUrl,
): string {
  return `${siteUrl.replace(/\/+$/, '')}/registration/${encodeURIComponent(String(referralNumber))}`;
}
