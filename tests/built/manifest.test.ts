import { describe, expect, it } from 'vitest';
import { builtSite } from './support/built-site';

const site = builtSite();

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  scope: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  launch_handler: { client_mode: string };
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor: string; label: string }[];
  shortcuts: { name: string; url: string; icons: { src: string }[] }[];
}

/**
 * The manifest the home page links. The link is not in the HTML: the boot script (the page's module
 * script) adds it after load (boot/link-manifest.ts), so its href is read from that script.
 * That it is added is the browser's to see (install.spec.ts waits for it before asking Chromium).
 */
async function linkedManifestPath(): Promise<string> {
  const html = await site.fetchText('/');
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map(
    ([, src = '']) => src,
  );
  expect(scripts.length, 'module scripts in /').toBeGreaterThan(0);
  const named = new Set<string>();
  for (const src of scripts) {
    const code = await site.fetchText(src);
    for (const [, href = ''] of code.matchAll(/[`'"](\/[^`'"\s]*\.webmanifest)[`'"]/g))
      named.add(href);
  }
  expect([...named], 'the manifest the boot script links').toHaveLength(1);
  return [...named][0]!;
}

describe('installable PWA', () => {
  it('serves a valid manifest with installable icons', async () => {
    const manifest = await site.fetchJson<Manifest>(await linkedManifestPath());
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await site.answer(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('the manifest is complete and its images answer', async () => {
    const manifest = await site.fetchJson<Manifest>('/manifest.webmanifest');
    expect(manifest).toMatchObject({
      id: '/',
      scope: '/',
      start_url: '/',
      theme_color: '#0b2545',
      background_color: '#ffffff',
      launch_handler: { client_mode: 'focus-existing' },
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Contact us', '/contact'],
      ['Book a consultation', '/booking'],
      ['Services', '/#services'],
    ]);
    const images = [
      ...manifest.screenshots.map((shot) => shot.src),
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons.map((icon) => icon.src)),
    ];
    for (const src of images) {
      const response = await site.answer(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type'), src).toMatch(/^image\//);
    }
    // Only the install sheet fetches them: the service worker never precaches them.
    const serviceWorker = await site.fetchText('/sw.js');
    for (const src of images) expect(serviceWorker).not.toContain(src.slice(1));
  });
});
