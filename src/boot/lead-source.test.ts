import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SOURCE_FIELD } from '@site/contract';
import { LEAD_SOURCE_KEY } from '@/config/storage-keys';
import { parseLeadSource, rememberLeadSource, rememberLeadSourceSoon } from './lead-source';
import { readLeadSource } from '../lib/lead-source/read-lead-source';

const site = 'https://lagoonridge.com.ng';

describe('parseLeadSource', () => {
  it('keeps the landing path, the allow-listed campaign tags and the referring host only', () => {
    expect(
      parseLeadSource(
        `${site}/services/cloud?utm_source=whatsapp&utm_medium=social&utm_campaign=q1&utm_term=erp&gclid=xyz`,
        'https://l.facebook.com/l.php?u=https%3A%2F%2Flagoonridge.com.ng%2F&h=secret',
      ),
    ).toEqual({
      landingPage: '/services/cloud',
      referrerHost: 'l.facebook.com',
      utmSource: 'whatsapp',
      utmMedium: 'social',
      utmCampaign: 'q1',
    });
  });

  it('drops tags that could be personal or are too long, and our own site as a referrer', () => {
    const source = parseLeadSource(
      `${site}/?utm_source=ada%40example.com&utm_medium=08031234567&utm_campaign=${'x'.repeat(65)}`,
      `${site}/contact`,
    );
    expect(source).toEqual({ landingPage: '/' });
  });

  it('has no referrer host when there is none or it is not a URL; an app that linked is named', () => {
    expect(parseLeadSource(`${site}/booking`, '')).toEqual({ landingPage: '/booking' });
    expect(parseLeadSource(`${site}/booking`, 'not a url')).toEqual({ landingPage: '/booking' });
    expect(parseLeadSource(`${site}/booking`, 'android-app://com.whatsapp/')).toEqual({
      landingPage: '/booking',
      referrerHost: 'com.whatsapp',
    });
  });
});

describe('rememberLeadSource and readLeadSource', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the first page of the visit, not the later ones', () => {
    rememberLeadSource(sessionStorage, `${site}/services/cloud?utm_source=whatsapp`, '');
    rememberLeadSource(sessionStorage, `${site}/contact`, `${site}/services/cloud`);
    expect(readLeadSource()).toEqual({ landingPage: '/services/cloud', utmSource: 'whatsapp' });
  });

  it('reads nothing from a missing or tampered entry', () => {
    expect(readLeadSource()).toBeUndefined();
    sessionStorage.setItem(LEAD_SOURCE_KEY, '{"landingPage":"https://evil.example"}');
    expect(readLeadSource()).toBeUndefined();
    sessionStorage.setItem(LEAD_SOURCE_KEY, 'not json');
    expect(readLeadSource()).toBeUndefined();
  });
});

describe('rememberLeadSourceSoon', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('leaves sessionStorage alone while the page starts, and keeps the landing page once idle', () => {
    rememberLeadSourceSoon();
    expect(sessionStorage.getItem(LEAD_SOURCE_KEY)).toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(readLeadSource()).toEqual({ landingPage: window.location.pathname });
  });

  it('puts it in the hidden field of a form the browser posts itself', () => {
    document.body.innerHTML = `<form><input type="hidden" name="${CONTACT_SOURCE_FIELD}" value=""></form>`;
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    rememberLeadSourceSoon();
    form.requestSubmit();
    const field = form.elements.namedItem(CONTACT_SOURCE_FIELD) as HTMLInputElement;
    expect(JSON.parse(field.value)).toEqual({ landingPage: window.location.pathname });
    document.body.innerHTML = '';
  });

  it('keeps it as the page is left, if that comes first, and only once', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    rememberLeadSourceSoon();
    window.dispatchEvent(new Event('pagehide'));
    expect(readLeadSource()).toEqual({ landingPage: window.location.pathname });
    vi.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });
});
