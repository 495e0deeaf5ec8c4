/**
 * Whether the visitor asked the browser to save data (Android's Lite mode, data saver extensions): the
 * `Save-Data` header's counterpart that scripts can read. Then nothing is fetched in the background.
 */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
