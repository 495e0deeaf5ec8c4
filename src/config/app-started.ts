/**
 * The User Timing mark main.tsx sets when the app has rendered or hydrated the page: from then on every
 * control is the app's. Field reports say whether it had (app/startup/field-data.ts), and the browser tests and
 * the interaction budget time start-up by it.
 */
export const APP_STARTED_MARK = 'app-started';
