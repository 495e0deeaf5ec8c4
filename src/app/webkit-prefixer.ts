import type { StylisPlugin } from '@emotion/cache';

/**
 * Properties that browsers the site still serves know only by their -webkit- name: Safari for
 * user-select, backdrop-filter (before 18), box-decoration-break and hyphens (before 17); Chromium for
 * mask (before 120) and print-color-adjust (before 136).
 */
const WEBKIT_ONLY =
  /^(?:user-select|mask(?:-[a-z]+)*|backdrop-filter|box-decoration-break|hyphens|print-color-adjust)$/;

/**
 * Emotion's default prefixer writes the -webkit-, -moz- and -ms- forms that browsers from before 2017
 * needed (display:-webkit-box, -ms-flex-align, -webkit-transition, …): a fifth of each page's CSS,
 * and bytes in the first round trip of every page. This one adds only the forms still needed.
 */
export const webkitPrefixer: StylisPlugin = (element) => {
  if (
    element.type === 'decl' &&
    !element.return &&
    typeof element.props === 'string' &&
    WEBKIT_ONLY.test(element.props)
  ) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};
