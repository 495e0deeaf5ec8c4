/**
 * The reference start-up's boot: a tap asks for every script at once, as the site's boot module does
 * (src/boot/preload-modules.ts), and starts the chain in main.tsx. The list is the build's, written into
 * the page (scripts/budgets/reference-start-up.ts).
 */
import { REFERENCE_SCRIPTS_META, REFERENCE_TAPPED_AT } from './protocol';

document.getElementById('start')?.addEventListener('click', () => {
  performance.mark(REFERENCE_TAPPED_AT);
  const list = document
    .querySelector(`meta[name="${REFERENCE_SCRIPTS_META}"]`)
    ?.getAttribute('content');
  for (const href of list?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
});
