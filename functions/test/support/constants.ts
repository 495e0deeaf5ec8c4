/** The local demo project every emulator and test uses. */
export const PROJECT_ID = 'demo-lagoon-ridge';
