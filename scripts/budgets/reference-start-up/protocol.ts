/** The names the reference start-up's page, its scripts and its measurement share. */
export const REFERENCE_SCRIPTS_META = 'reference-scripts';
export const REFERENCE_TAPPED_AT = 'reference-tapped';
export const REFERENCE_STARTED_MARK = 'reference-started';
