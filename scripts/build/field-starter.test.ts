import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MODULES_LIST_ID } from '../../src/boot/shared/protocol';
import {
  bundleFieldStarter,
  hasTextField,
  scriptHashSource,
  withFieldStarter,
} from './field-starter';

describe('hasTextField', () => {
  it.each([
    ['<input type="email" name="email"/>', true],
    ['<input name="q"/>', true],
    ['<textarea name="message" rows="4"></textarea>', true],
    ['<input type="radio" name="color-scheme" value="dark"/>', false],
    ['<input type="hidden" name="kind" value="sales"/>', false],
    ['<input type="text" disabled="" name="full_name"/>', false],
    ['<textarea readonly="">x</textarea>', false],
    ['<p>No form here</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(hasTextField(html)).toBe(expected);
  });
});

describe('withFieldStarter', () => {
  const page = '<html><head><title>Sign in</title></head><body><input/></body></html>';

  it('puts the list and the script at the end of the head', () => {
    expect(withFieldStarter(page, 'start()', ['/assets/main-a.js'])).toBe(
      `<html><head><title>Sign in</title><script type="application/json" id="${APP_MODULES_LIST_ID}">["/assets/main-a.js"]</script><script>start()</script></head><body><input/></body></html>`,
    );
  });

  it('keeps a `$` in the script as it is, and a `<` in the list from ending its element', () => {
    const html = withFieldStarter(page, "a.replace(/x/, '$&$1')", ['/assets/</script>.js']);
    expect(html).toContain("<script>a.replace(/x/, '$&$1')</script>");
    expect(html).toContain('["/assets/\\u003c/script>.js"]');
  });
});

describe('bundleFieldStarter', () => {
  it('makes one classic script, small enough for a page’s first round trip, with its CSP hash', async () => {
    const script = await bundleFieldStarter(path.resolve(import.meta.dirname, '../..'));
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script).toMatch(new RegExp(`[\`'"]${APP_MODULES_LIST_ID}[\`'"]`));
    expect(script.length).toBeLessThan(2_000);
    expect(scriptHashSource(script)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
