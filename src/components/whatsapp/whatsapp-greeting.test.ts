// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSite, whatsAppHref } from '@/config/site';
import { whatsAppGreeting } from './whatsapp-greeting';

describe('whatsAppHref', () => {
  it('keeps only the digits of the number and encodes the text', () => {
    expect(
      whatsAppHref('+234 (803) 700-4200', "Hello Lagoon Ridge, I'm interested in AI & data?"),
    ).toBe(
      'https://wa.me/2348037004200?text=Hello%20Lagoon%20Ridge%2C%20I%27m%20interested%20in%20AI%20%26%20data%3F',
    );
  });
});

describe('whatsAppGreeting', () => {
  it('names the service or industry page the visitor is on, and the firm', () => {
    expect(whatsAppGreeting('/services/ai-services', 'Lagoon Ridge')).toBe(
      "Hello Lagoon Ridge, I'm interested in AI Services.",
    );
    expect(whatsAppGreeting('/industries/healthcare', 'Lagoon Ridge')).toBe(
      "Hello Lagoon Ridge, I'm interested in your work in Healthcare.",
    );
    expect(whatsAppGreeting('/contact', 'Lagoon Ridge')).toBe(
      "Hello Lagoon Ridge, I'd like to talk about your IT services.",
    );
  });
});

describe('the configured number', () => {
  it('has a documented default, and VITE_WHATSAPP_NUMBER=none turns it off', () => {
    expect(createSite({}).whatsApp).toBe('+234 803 700 4200');
    expect(createSite({ VITE_WHATSAPP_NUMBER: '+234 809 000 0000' }).whatsApp).toBe(
      '+234 809 000 0000',
    );
    expect(createSite({ VITE_WHATSAPP_NUMBER: 'none' }).whatsApp).toBeNull();
  });
});
