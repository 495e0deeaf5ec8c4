// Where sendContactEmail runs. No Firebase imports, so the web app can import it to address the callable.
// Why europe-west1 and not africa-south1: see functions/README.md ("Region").
export const CONTACT_FUNCTION_REGION = 'europe-west1';
