/**
 * /auth's three forms are one form with three views: sign in (the default), sign up and forgot
 * password. The view is the URL's fragment (`#sign-up`, `#forgot-password`), so the links that switch
 * it work in the prerendered page with no JavaScript: the browser changes the fragment, the page's
 * styles show the view whose heading is the `:target`, and every field keeps what was typed. Once the
 * app has hydrated it reads the same fragment and marks the view on the form's frame, which the styles
 * then follow (a change made by the router does not move `:target`).
 */
export type AuthView = 'sign-in' | 'sign-up' | 'reset';

/** The id of each view's heading: the fragment that shows it. */
export const AUTH_VIEW_IDS: Readonly<Record<AuthView, string>> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  reset: 'forgot-password',
};

const views = Object.keys(AUTH_VIEW_IDS) as AuthView[];

export function authViewFromHash(hash: string): AuthView {
  const id = hash.replace(/^#/, '');
  return views.find((view) => AUTH_VIEW_IDS[view] === id) ?? 'sign-in';
}

/** The attribute an element carries to show only in some views (space-separated). */
export const VIEW_ATTRIBUTE = 'data-view';
/** Set on the frame once the app has hydrated; until then `:target` decides. */
export const ACTIVE_VIEW_ATTRIBUTE = 'data-active-view';

/** Props that show an element in these views only. */
export const inViews = (...shown: AuthView[]) => ({ [VIEW_ATTRIBUTE]: shown.join(' ') });

/** The frame's styles: hide whatever belongs to another view. */
export function authViewStyles(): Record<string, { display: 'none' }> {
  const hidden = { display: 'none' } as const;
  const notIn = (view: AuthView) => `[${VIEW_ATTRIBUTE}]:not([${VIEW_ATTRIBUTE}~="${view}"])`;
  const target = (view: AuthView) => `#${AUTH_VIEW_IDS[view]}:target`;
  const beforeApp = `&:not([${ACTIVE_VIEW_ATTRIBUTE}])`;
  const rules: Record<string, typeof hidden> = {
    [`${beforeApp}:not(:has(${target('sign-up')}, ${target('reset')})) ${notIn('sign-in')}`]:
      hidden,
    [`${beforeApp}:has(${target('sign-up')}) ${notIn('sign-up')}`]: hidden,
    [`${beforeApp}:has(${target('reset')}) ${notIn('reset')}`]: hidden,
  };
  for (const view of views) rules[`&[${ACTIVE_VIEW_ATTRIBUTE}="${view}"] ${notIn(view)}`] = hidden;
  return rules;
}
