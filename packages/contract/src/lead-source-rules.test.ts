import { describe, expect, it } from 'vitest';
import {
  isCampaignId,
  isCampaignTag,
  leadSourceOfVisit,
  looksLikePhoneNumber,
} from './lead-source-rules.js';

/** The source of a visit that landed on `path` with `query`, with no referrer. */
const landedOn = (path: string, query: Record<string, string>) =>
  leadSourceOfVisit(
    {
      origin: site,
      hostname: 'lagoonridge.com.ng',
      pathname: path,
      searchParams: { get: (name) => query[name] ?? null },
    },
    null,
  );

const site = 'https://lagoonridge.com.ng';

describe('campaign tags and phone numbers', () => {
  it('keeps the tags marketers write, never an e-mail address or an overlong tag', () => {
    for (const tag of ['whatsapp', 'spring-2027 launch', 'cpc', 'black-friday-2026-11-27', 'q1'])
      expect(isCampaignTag(tag), tag).toBe(true);
    for (const tag of ['ada@example.com', 'x'.repeat(65), '', 'a/b'])
      expect(isCampaignTag(tag), tag).toBe(false);
  });

  it("keeps ad platforms' campaign IDs: 10 to 18 digits (Google Ads, Meta)", () => {
    const ids = [
      '1234567890', // Google Ads {campaignid}, 10 digits
      '21457896321', // 11 digits
      '23851234567890123', // Meta {{campaign.id}}, 17 digits
      '120210987654321098', // Meta, 18 digits
    ];
    for (const id of ids) {
      expect(isCampaignId(id), id).toBe(true);
      expect(isCampaignTag(id), id).toBe(true);
      // Today's tags are checked with this rule; the landing URL of an ad keeps its ID.
      expect(landedOn('/booking', { utm_source: 'google', utm_campaign: id })).toEqual({
        landingPage: '/booking',
        utmSource: 'google',
        utmCampaign: id,
      });
    }
    for (const notAnId of ['123456789', '1234567890123456789', '0123456789', '12345678901a'])
      expect(isCampaignId(notAnId), notAnId).toBe(false);
  });

  it('drops phone numbers however they are written, and only those', () => {
    const phones = [
      '08031234567', // Nigerian mobile, the local way
      '2348031234567', // with its country code, the + lost
      '0803 123 4567',
      '0803-123-4567',
      '0803.123.4567',
      ' 234 803 123 4567', // "+234 …" in a query string reads as a space
      '+234 803 123 4567',
      '01 700 4200', // a Lagos landline
      'call 0803 123 4567',
      'promo1234567', // seven digits in a row, as before
      '447911123456 ', // a UK mobile with a trailing space: no bare ID
    ];
    for (const phone of phones) {
      expect(looksLikePhoneNumber(phone), phone).toBe(true);
      expect(isCampaignTag(phone), phone).toBe(false);
    }
    for (const tag of ['spring-2027', 'black-friday-2026-11-27', 'q4 2026', '2026'])
      expect(looksLikePhoneNumber(tag), tag).toBe(false);
    // A message's and a booking's source are parsed with the same rule.
    expect(
      landedOn('/', {
        utm_source: 'sms',
        utm_medium: '0803 123 4567',
        utm_campaign: '2348031234567',
      }),
    ).toEqual({ landingPage: '/', utmSource: 'sms' });
  });
});
