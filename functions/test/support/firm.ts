import { firmContact } from '../../src/firm-contact.js';

/** The firm as a deployment without FIRM_* settings names it: the site's defaults. */
export const testFirm = firmContact(() => undefined);
