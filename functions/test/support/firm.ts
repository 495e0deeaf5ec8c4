import { firmContact } from '../../src/shared/firm-contact.js';

/** The firm as a deployment without FIRM_* settings names it: the site's defaults. */
export const testFirm = firmContact(() => undefined);
