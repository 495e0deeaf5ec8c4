import type { ManifestOptions } from 'vite-plugin-pwa';
import { homeAnchors, paths } from './paths';

/**
 * The parts of the web app manifest that make installing a first-class path: screenshots for the rich
 * install sheet, shortcuts, and a second launch focusing the open window. vite.config.ts adds them to
 * the manifest; scripts/ops/generate-screenshots.ts and scripts/ops/generate-icons.ts draw the images.
 */

/** Screenshots of the built home page: CSS viewport and pixel ratio, so `sizes` is what the file is. */
export const installScreenshots = [
  {
    file: 'screenshots/home-narrow.jpg',
    viewport: { width: 412, height: 892 },
    deviceScaleFactor: 2,
    isMobile: true,
    form_factor: 'narrow',
    label: 'Home page on a phone: tailor-made technology for your business',
  },
  {
    file: 'screenshots/home-wide.jpg',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    form_factor: 'wide',
    label: 'Home page on a computer: IT services and consulting from Lagos',
  },
] as const;

/** Shortcut icons: the brand's ink square with a white glyph (Material Symbols paths, 24-unit grid). */
export const shortcutIcons = {
  contact: {
    file: 'icons/shortcut-contact-96.png',
    glyph:
      'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z',
  },
  booking: {
    file: 'icons/shortcut-booking-96.png',
    glyph:
      'M19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 16H5V8h14v11zM7 10h5v5H7z',
  },
  services: {
    file: 'icons/shortcut-services-96.png',
    glyph: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  },
} as const;

export const SHORTCUT_ICON_SIZE = 96;

const shortcutIcon = (file: string) => [
  { src: `/${file}`, sizes: `${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}`, type: 'image/png' },
];

export function installManifestFields(): Pick<
  ManifestOptions,
  'screenshots' | 'shortcuts' | 'launch_handler'
> {
  return {
    screenshots: installScreenshots.map(
      ({ file, viewport, deviceScaleFactor, form_factor, label }) => ({
        src: `/${file}`,
        sizes: `${viewport.width * deviceScaleFactor}x${viewport.height * deviceScaleFactor}`,
        type: 'image/jpeg',
        form_factor,
        label,
      }),
    ),
    shortcuts: [
      {
        name: 'Contact us',
        short_name: 'Contact',
        description: 'Send us a message, or call or e-mail our team in Lagos',
        url: paths.contact.getHref(),
        icons: shortcutIcon(shortcutIcons.contact.file),
      },
      {
        name: 'Book a consultation',
        short_name: 'Book',
        description: 'Book a sales or technical call with our consultants',
        url: paths.booking.getHref(),
        icons: shortcutIcon(shortcutIcons.booking.file),
      },
      {
        name: 'Services',
        short_name: 'Services',
        description: 'Cloud, managed IT, security, software, data and AI services',
        url: paths.home.getHref(homeAnchors.services),
        icons: shortcutIcon(shortcutIcons.services.file),
      },
    ],
    // A second launch (the icon again, or a shortcut) brings the open window to the front; the app
    // routes a shortcut's page itself (src/components/layout/standalone-chrome.tsx).
    launch_handler: { client_mode: 'focus-existing' },
  };
}
