/**
 * Marks prerendered controls that boot.ts runs by itself, so using them never starts the app
 * (app/startup/first-interaction.ts): the menu's colour scheme choice. Opening the menu at desktop width
 * moves focus to its first radio button, which would otherwise count as the visitor starting on a form.
 */
export const WORKS_WITHOUT_APP_ATTRIBUTE = 'data-works-without-app';
