// What a browser's error message may carry that identifies a person or opens an account: a failed
// fetch's URL with a token in its query, an address or a number in an exception, a bearer token. The
// field-report function replaces each with a placeholder before the message is stored, counted or
// hashed into its document id, so the privacy notice's "no identifiers" holds whatever the browser sent,
// and one bug stays one document. The browser is never trusted to do this.

/** Each pattern, in the order they run (a URL's query before the tokens in it), and its placeholder. */
const REPLACEMENTS: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] =
  [
    // A URL keeps its origin and path, not its query or fragment.
    [
      /\b([a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)(\?[^\s#"'<>]*)?(#[^\s"'<>]*)?/gi,
      (_match, base: string, query?: string, fragment?: string) =>
        `${base}${query ? '?[query]' : ''}${fragment ? '#[fragment]' : ''}`,
    ],
    [/\bBearer\s+[\w\-.~+/]+=*/gi, 'Bearer [token]'],
    // Three base64url parts, the first a JSON header: {"… encodes to eyJ.
    [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[jwt]'],
    [/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
    // Seven digits or more, with the separators phone numbers are written with.
    [/[+(]*\d(?:[\s().-]*\d){6,}/g, '[number]'],
    [/\b[0-9a-f]{16,}\b/gi, '[hex]'],
    // A long run of base64 characters with a digit in it: a key, a hash, a session id. Long words (an
    // API's name) have no digit; '/' is left out, or every URL's path would be one run.
    [/[A-Za-z0-9+_-]{24,}={0,2}/g, (run) => (/\d/.test(run) ? '[base64]' : run)],
  ];

export function scrubErrorMessage(message: string): string {
  return REPLACEMENTS.reduce(
    (text, [pattern, replacement]) =>
      text.replace(pattern, replacement as (match: string, ...groups: string[]) => string),
    message,
  );
}
