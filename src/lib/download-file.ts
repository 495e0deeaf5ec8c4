/**
 * How long the file's object URL outlives the click. The click only starts the download; a browser
 * may still be reading the file from the URL just after it, and a revoked URL fails that download.
 */
export const OBJECT_URL_LIFETIME_MS = 1000;

/**
 * Saves `contents` as a file named `fileName` of MIME type `type`, as a download the browser handles:
 * a temporary link to an object URL, clicked, then removed, the URL revoked once the browser has it.
 */
export function downloadFile(fileName: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // In the document while clicked: Firefox once ignored clicks on a link outside it.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
