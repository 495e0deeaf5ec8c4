/** An error's own words, for a sentence an admin reads ("Not saved: …", "could not be loaded: …"). */
export const describeError = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
