/**
 * Share of page views that send field data (Web Vitals and errors), 0 to 1. Every one, while traffic
 * is a few thousand views a month; lower it if the reports' Firestore writes ever cost more than they
 * tell. What is sent and kept: the privacy notice (content/privacy.ts) and the contract's field-report.ts.
 */
export const FIELD_DATA_SAMPLE_RATE = 1;
