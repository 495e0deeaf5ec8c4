// Numbers as the site writes them, with no locale data (see formatCount).

/**
 * "5,000": thousands separated by commas, as en-US writes them. Not toLocaleString: its first call in
 * a browser loads the locale data, about 25 ms of main thread while the contact page starts up.
 */
export const formatCount = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
