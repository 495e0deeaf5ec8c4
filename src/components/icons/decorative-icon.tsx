import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { IconUrl } from '@/content/types';
import { ICONS_ATTRIBUTE } from '@/boot/shared';
import { iconSource } from './icon-loading';

export interface DecorativeIconProps {
  /**
   * A 24 px single-colour SVG file (an `@material-design-icons/svg/…svg?no-inline` import). Left out,
   * the icon is the one an element around it names with `iconSource` (icon-loading.ts).
   */
  src?: IconUrl;
  /** Width and height in px. */
  size?: number;
  /**
   * Paint it as soon as it is laid out, not after the page's load event: for art that only wide
   * screens show, where it is part of the first view and Lighthouse's phone never requests it.
   */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The icon in the element's text colour: the file is the mask, `currentColor` the paint. The browser
 * would drop that background when printing, and replace it in forced-colours modes; kept, the icon prints
 * and follows the forced text colour.
 */
const painted = {
  backgroundColor: 'currentColor',
  mask: 'var(--icon) center / contain no-repeat',
  printColorAdjust: 'exact',
  forcedColorAdjust: 'none',
} as const;

/**
 * An icon that says nothing a screen reader needs (the text beside it does), drawn from a cached file
 * instead of inline path data. Its box is sized from the start, so painting it later shifts nothing.
 */
export function DecorativeIcon({ src, size = 24, eager = false, sx }: DecorativeIconProps) {
  return (
    <Box
      component="span"
      aria-hidden
      style={src === undefined ? undefined : iconSource(src)}
      sx={[
        {
          display: 'inline-block',
          flexShrink: 0,
          width: size,
          height: size,
          ...(eager
            ? painted
            : {
                [`html[${ICONS_ATTRIBUTE}] &`]: painted,
                // Without JavaScript nothing sets the attribute.
                '@media (scripting: none)': painted,
              }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
