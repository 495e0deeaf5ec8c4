/** Runs `callback` once the page has loaded: at once if it already has. */
export function afterLoad(callback: () => void, doc: Document = document): void {
  if (doc.readyState === 'complete') callback();
  else doc.defaultView?.addEventListener('load', callback, { once: true });
}
