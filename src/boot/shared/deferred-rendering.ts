/**
 * Sections start "deferred": while one is off screen the browser skips its layout and paint
 * (content-visibility: auto, see section.tsx), so the first paint lays out only what is in view and
 * each section is laid out as it nears the viewport.
 */
export const RENDERING_ATTRIBUTE = 'data-rendering';

/**
 * Until then a section holds its place at an estimate no section exceeds at that width (measured on
 * every page, in the system font the tests' Chromium has, DejaVu Sans, wider than a phone's own), so its
 * content never spills past it: the largest is the AI catalogue, 4.1k px tall at 320 px wide, 2.7k px at
 * 600, 2.1k px from 900. Once laid out it keeps its real height.
 */
export const DEFERRED_SECTION_HEIGHT = { xs: 4400, sm: 3000, md: 2300 } as const;

/**
 * Lays out every deferred section now, before scrolling to one: sections above it would otherwise
 * shrink from their estimates to their real heights during the scroll and move the target.
 */
export function renderSectionsNow(root: ParentNode = document): void {
  root
    .querySelectorAll(`[${RENDERING_ATTRIBUTE}="deferred"]`)
    .forEach((section) => section.setAttribute(RENDERING_ATTRIBUTE, 'complete'));
}
