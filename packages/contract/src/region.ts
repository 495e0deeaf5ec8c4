// Where the functions run and where Firestore keeps their data. No Firebase imports, so the web app can
// import it: to address the callables, and to state the storage location in the privacy notice.
// Why europe-west1 and eur3, not africa-south1: see functions/README.md ("Region").
export const FUNCTIONS_REGION = 'europe-west1';
/** The Firestore location, chosen once when the database is created (`eur3`: europe-west1 + europe-west4). */
export const FIRESTORE_LOCATION = 'eur3';
