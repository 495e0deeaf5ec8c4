import { expect, it } from 'vitest';
import { builtSite } from './support/built-site';

const site = builtSite();

it('/admin is served as the bare app shell, with X-Robots-Tag: noindex', async () => {
  const shell = await site.answer('/admin');
  expect(shell.status).toBe(200);
  expect(shell.headers.get('x-robots-tag')).toBe('noindex');
  expect(await site.fetchText('/admin')).toContain('<div id="root"></div>');
});
