/**
 * The inbox’s code (src/pages/admin, src/features/admin) and the SDKs only it uses (Firebase Messaging,
 * made in src/lib/firebase/messaging.ts, and the Installations API it registers with) go into one chunk, `assets/admin-<hash>.js`, which only
 * /admin loads. The installed site's list of files leaves it out (scripts/build/offline-site.ts), so no
 * visitor's device ever fetches it; an admin's keeps it in the runtime cache once the inbox has run.
 * Left out of it: the admin's sign-out cleanup (features/admin/api/sign-out-cleanup.ts), a few hundred
 * bytes that every sign-out loads, and that loads the chunk only on a device with alerts on.
 */
export const ADMIN_CHUNK_NAME = 'admin';

export const ADMIN_MODULES =
  /[\\/]src[\\/](pages|features)[\\/]admin[\\/](?!api[\\/]sign-out-cleanup\.)|[\\/]src[\\/]lib[\\/]firebase[\\/]messaging\.ts$|[\\/]node_modules[\\/](@firebase[\\/](messaging|installations)|firebase[\\/]messaging)[\\/]/;

/**
 * A file of the built site (relative to dist/) that belongs to the inbox: the chunk above, and the
 * page's own, admin-page-<hash>.js, with what only the page uses (lists, selects, chips).
 */
export const isAdminFile = (file: string) =>
  new RegExp(`^assets/${ADMIN_CHUNK_NAME}-[\\w-]+\\.js$`).test(file);
