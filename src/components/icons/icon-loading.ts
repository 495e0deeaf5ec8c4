import type { CSSProperties } from 'react';
import type { IconUrl } from '@/content/types';
import { ICON_PROPERTY } from '@/boot/shared';

/**
 * The inline style that names an icon's file, for the icon itself or for an element around several
 * (custom properties are inherited): a list names its check marks once, not once per item.
 */
export function iconSource(file: IconUrl): CSSProperties {
  // A custom property: React's CSSProperties has no index for them. Hashed asset names need no quotes.
  return { [ICON_PROPERTY]: `url(${file})` } as CSSProperties;
}
