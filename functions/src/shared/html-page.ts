// The pages the functions answer a browser with themselves, when the site's own pages cannot (the
// contact form's refusals, the booking's slot lists, confirmations and a booking's own page, the
// conversation page): self-contained HTML, styles inline, no script and no asset, so they render without
// JavaScript and whatever Hosting has cached. The site's colours and type (src/theme), in both schemes.

/** What such a page may do: load nothing, run nothing, post forms back to the site only. */
export const HTML_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * The site's colours, light, then dark (src/theme/primitives.ts's lightPalette and darkPalette): the
 * system's scheme, unless the visitor chose one in the site's menu, which the service worker writes
 * on the page as `data-color-scheme` (src/sw/color-scheme.ts), as on the site's own pages.
 */
const DARK =
  '--text:#e7edf6;--muted:#a9b7ca;--page:#081322;--paper:#0e1c31;--line:#27405f;--field:#6d819c;--ink:#0f2a4d;--error:#ff8a80;--link:#a9c8f2;--mine:#16273f;color-scheme:dark';
const COLOURS = `
:root{--text:#0f1b2d;--muted:#46566b;--page:#f4f7fb;--paper:#fff;--line:#dde3ec;--field:#8193a8;--ink:#0b2545;--error:#c62828;--link:#0b2545;--mine:#fff7e8;color-scheme:light}
@media (prefers-color-scheme:dark){:root:not([data-color-scheme=light]){${DARK}}}
:root[data-color-scheme=dark]{${DARK}}
`;

const BASE_STYLES = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--page);line-height:1.5;overflow-wrap:anywhere}
header{background:var(--ink);padding:16px 24px}header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:640px;margin:0 auto;padding:32px 20px}
a{color:var(--link)}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 8px}
h2{font-size:1.15rem;margin:24px 0 8px}
.summary{border-left:4px solid var(--error);background:var(--paper);padding:12px 16px;margin:0 0 24px}
.note{color:var(--muted)}
form,.card{display:grid;gap:20px;background:var(--paper);border:1px solid var(--line);border-radius:12px;padding:24px;margin:0 0 24px}
label{display:grid;gap:6px;font-weight:600}
input,textarea{font:inherit;color:inherit;background:var(--paper);padding:12px;border:1px solid var(--field);border-radius:8px}
textarea{resize:vertical}
[aria-invalid=true]{border-color:var(--error)}
.error{color:var(--error);font-weight:400;font-size:.9rem}
.help{color:var(--muted);font-weight:400;font-size:.9rem}
button{font:inherit;font-weight:600;background:#f4a52a;color:#0b2545;border:0;border-radius:8px;padding:12px 24px;min-height:48px;justify-self:start;cursor:pointer}
button.quiet{background:transparent;color:var(--link);border:1px solid var(--field)}
.trap{position:absolute;left:-10000px}
details{border:1px solid var(--line);border-radius:8px;padding:0 12px}
summary{cursor:pointer;padding:12px 0;font-weight:600;min-height:24px}
fieldset{border:0;margin:0;padding:0;display:grid;gap:8px}
legend{font-weight:600;padding:0;margin-bottom:8px}
.times{display:flex;flex-wrap:wrap;gap:8px;padding:0 0 12px}
.times label{display:flex;align-items:center;gap:8px;font-weight:400;border:1px solid var(--field);border-radius:8px;padding:10px 12px;min-height:24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0}dt{font-weight:600}dd{margin:0}
`;

export interface HtmlPage {
  /** The page's title, and its heading. */
  title: string;
  /** What follows the heading, as HTML. */
  body: string;
  /** The header's link home: the firm's name, or "Home". */
  home?: string;
  /** Styles of this page beyond the shared ones. */
  styles?: string;
  /** Extra head elements (meta tags). */
  head?: string;
}

/** A whole page: not indexed, the shared styles, the site's header, `title` as its heading, `body`. */
export function htmlPage({ title, body, home = 'Home', styles = '', head = '' }: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}<title>${escapeHtml(title)}</title>
<style>${COLOURS}${BASE_STYLES}${styles}</style>
</head>
<body>
<header><a href="/">${escapeHtml(home)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
/** One labelled field of a form, as the site's forms draw it: the error in place of the help. */
export interface HtmlField {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required: boolean;
  maxLength: number;
  autocomplete?: string;
  help?: string;
  value: string;
  error?: string | undefined;
}

export function htmlField(field: HtmlField): string {
  const { id, error } = field;
  const note = error
    ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>`
    : field.help
      ? `<span class="help" id="${id}-help">${escapeHtml(field.help)}</span>`
      : '';
  const described = error
    ? ` aria-invalid="true" aria-describedby="${id}-error"`
    : field.help
      ? ` aria-describedby="${id}-help"`
      : '';
  const common = `id="${id}" name="${field.name}"${field.required ? ' required' : ''} maxlength="${field.maxLength}"${described}`;
  const control = field.multiline
    ? `<textarea ${common} rows="8">${escapeHtml(field.value)}</textarea>`
    : `<input ${common} type="${field.type}"${field.type === 'tel' ? ' inputmode="tel"' : ''} value="${escapeHtml(field.value)}"${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''}>`;
  return `<label for="${id}">${escapeHtml(field.label)}${control}${note}</label>`;
}

/** The field only a bot fills: off-screen, out of the tab order, hidden from assistive technology. */
export function htmlHoneypot(name: string, label: string): string {
  return `<label class="trap" aria-hidden="true">${escapeHtml(label)}<input name="${name}" tabindex="-1" autocomplete="off"></label>`;
}

/** A hidden field. */
export function htmlHidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}
