import { expect, it } from 'vitest';
import { builtSite } from './support/built-site';

const site = builtSite();

it.each(['/admin', '/admin/insights'])(
  '%s is served as the bare app shell, with X-Robots-Tag: noindex',
  async (adminPath) => {
    const shell = await site.answer(adminPath);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('x-robots-tag')).toBe('noindex');
    expect(await site.fetchText(adminPath)).toContain('<div id="root"></div>');
  },
);
