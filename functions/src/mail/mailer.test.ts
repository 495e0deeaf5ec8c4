import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mailer.js';

describe('escapeHtml', () => {
  it('should escape the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('should escape an existing entity again rather than trust it', () => {
    expect(escapeHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('should leave other text, including unicode, as it is', () => {
    expect(escapeHtml('Adéwálé Ọ̀ṣun, 李雷: 100% fine')).toBe('Adéwálé Ọ̀ṣun, 李雷: 100% fine');
  });
});
