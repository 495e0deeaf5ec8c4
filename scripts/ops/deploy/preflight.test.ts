import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionParamsSource } from './params-source';
import { declaredParams, parseDotenv, preflight, type PreflightInput } from './preflight';

const paramsSource = functionParamsSource(
  path.resolve(import.meta.dirname, '../../../functions/src'),
);

const complete: PreflightInput = {
  projectId: 'lagoon-ridge-prod',
  webEnv: {
    VITE_SITE_URL: 'https://www.lagoonridge.com.ng',
    VITE_FIREBASE_API_KEY: 'AIzaSyExample',
    VITE_FIREBASE_PROJECT_ID: 'lagoon-ridge-prod',
    VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123',
    VITE_APP_CHECK_SITE_KEY: '6LcExampleSiteKey',
  },
  functionsEnv: [
    '# Production parameters',
    'CONTACT_RECIPIENT="Sales <sales@lagoonridge.com.ng>"',
    'CONTACT_SENDER="Website <no-reply@lagoonridge.com.ng>"',
    'CONTACT_ALLOWED_ORIGINS=["https://www.lagoonridge.com.ng","https://lagoon-ridge-prod.web.app"]',
    'SITE_URL=https://www.lagoonridge.com.ng',
  ].join('\n'),
  paramsSource,
  functionRegion: 'europe-west1',
};

describe('declaredParams', () => {
  it('should read the function’s params and secrets from shared/params.ts and each folder’s own', () => {
    const booking = [
      'BOOKING_NOTICE_MINUTES',
      'BOOKING_HORIZON_DAYS',
      'BOOKING_BUFFER_MINUTES',
      'BOOKING_SALES_MINUTES',
      'BOOKING_TECHNICAL_MINUTES',
    ];
    const firm = ['FIRM_NAME', 'FIRM_PHONE', 'FIRM_WHATSAPP', 'SITE_URL'];
    expect(declaredParams(paramsSource)).toEqual({
      values: [
        'REPLY_DOMAIN',
        'CONTACT_RECIPIENT',
        'CONTACT_SENDER',
        'CONTACT_ALLOWED_ORIGINS',
        ...firm,
        ...booking,
      ],
      withDefault: ['REPLY_DOMAIN', ...firm, ...booking],
      secrets: [
        'SMTP_URL',
        'IP_HASH_SALT',
        'CONVERSATION_KEY',
        'MAILGUN_SIGNING_KEY',
        'BOOKING_LINK_SECRET',
      ],
    });
  });
});

describe('parseDotenv', () => {
  it('should skip comments and strip quotes', () => {
    const entries = parseDotenv('# A=1\nB="two words"\n\nC=["x"]\nexport D=4');
    expect([...entries]).toEqual([
      ['B', 'two words'],
      ['C', '["x"]'],
      ['D', '4'],
    ]);
  });
});

describe('preflight', () => {
  it('should pass a complete production config', () => {
    expect(preflight(complete)).toEqual([]);
  });

  it('should ask for a project when none is given', () => {
    expect(preflight({ ...complete, projectId: undefined })).toEqual([
      'Name the Firebase project to deploy to: pass --project <project-id> or set "default" in .firebaserc.',
    ]);
  });

  it('should refuse a demo- project', () => {
    expect(preflight({ ...complete, projectId: 'demo-lagoon-ridge' })).toEqual([
      '"demo-lagoon-ridge" is a demo- project, which exists only in the emulators: pass --project <your-project-id> or set it as the default in .firebaserc.',
    ]);
  });

  it('should ask for the web config when the build would run in local mode', () => {
    const [problem, ...rest] = preflight({ ...complete, webEnv: {} });
    expect(problem).toMatch(/^Set the Firebase web config \(VITE_FIREBASE_API_KEY, /);
    expect(problem).toContain('.env.production.local');
    expect(rest).toEqual([]);
  });

  it('should name the App Check site key and the app id when they are missing', () => {
    const {
      VITE_APP_CHECK_SITE_KEY: _siteKey,
      VITE_FIREBASE_APP_ID: _appId,
      ...webEnv
    } = complete.webEnv;
    const problems = preflight({ ...complete, webEnv });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Set VITE_FIREBASE_APP_ID to the web app id/);
    expect(problems[1]).toMatch(
      /^Set VITE_APP_CHECK_SITE_KEY to the reCAPTCHA Enterprise site key/,
    );
  });

  it('should refuse a web config for another project or another functions region', () => {
    expect(
      preflight({
        ...complete,
        webEnv: {
          ...complete.webEnv,
          VITE_FIREBASE_PROJECT_ID: 'other-project',
          VITE_FUNCTIONS_REGION: 'us-central1',
        },
      }),
    ).toEqual([
      'VITE_FIREBASE_PROJECT_ID is "other-project" but you are deploying to "lagoon-ridge-prod": make them the same.',
      'VITE_FUNCTIONS_REGION is "us-central1" but sendContactEmail deploys to "europe-west1" (packages/contract/src/region.ts): leave it empty or make them the same.',
    ]);
  });

  it('should ask for functions/.env.<project> with the params it must hold', () => {
    expect(preflight({ ...complete, functionsEnv: null })).toEqual([
      'Create functions/.env.lagoon-ridge-prod with CONTACT_RECIPIENT, CONTACT_SENDER, CONTACT_ALLOWED_ORIGINS (see functions/.env.demo-lagoon-ridge for the format).',
    ]);
  });

  it('should name each missing param and each secret written into the env file', () => {
    expect(
      preflight({
        ...complete,
        functionsEnv: 'CONTACT_RECIPIENT=sales@example.com\nSMTP_URL=smtps://u:p@smtp.example.com',
      }),
    ).toEqual([
      'Set CONTACT_SENDER in functions/.env.lagoon-ridge-prod.',
      'Set CONTACT_ALLOWED_ORIGINS in functions/.env.lagoon-ridge-prod.',
      'Remove SMTP_URL from functions/.env.lagoon-ridge-prod: it is a secret; store it with "npx firebase functions:secrets:set SMTP_URL --project lagoon-ridge-prod".',
      'Set SITE_URL="https://www.lagoonridge.com.ng" in functions/.env.lagoon-ridge-prod: the site shows "https://www.lagoonridge.com.ng" (VITE_SITE_URL), and the acknowledgement e-mail must give the same, not "https://lagoonridge.com.ng".',
    ]);
  });

  it('should make the acknowledgement e-mail name the firm as the site does', () => {
    const sitePhone = { ...complete.webEnv, VITE_CONTACT_PHONE: '+234 1 700 9999' };
    expect(preflight({ ...complete, webEnv: sitePhone })).toEqual([
      'Set FIRM_PHONE="+234 1 700 9999" in functions/.env.lagoon-ridge-prod: the site shows "+234 1 700 9999" (VITE_CONTACT_PHONE), and the acknowledgement e-mail must give the same, not "+234 1 700 4200".',
    ]);
    const both = {
      ...complete,
      webEnv: sitePhone,
      functionsEnv: `${complete.functionsEnv}\nFIRM_PHONE=+234 1 700 9999`,
    };
    expect(preflight(both)).toEqual([]);
    const noWhatsApp = {
      ...complete,
      functionsEnv: `${complete.functionsEnv}\nFIRM_WHATSAPP=none`,
    };
    expect(preflight(noWhatsApp)).toEqual([
      'Set FIRM_WHATSAPP="+234 803 700 4200" in functions/.env.lagoon-ridge-prod: the site shows "+234 803 700 4200" (VITE_WHATSAPP_NUMBER), and the acknowledgement e-mail must give the same, not "none".',
    ]);
  });

  it('should require the site’s origin among the function’s allowed origins', () => {
    const functionsEnv = complete.functionsEnv!.replace(
      /CONTACT_ALLOWED_ORIGINS=.*/,
      'CONTACT_ALLOWED_ORIGINS=["https://lagoon-ridge-prod.web.app"]',
    );
    expect(preflight({ ...complete, functionsEnv })).toEqual([
      "Add the site's origin https://www.lagoonridge.com.ng (VITE_SITE_URL) to CONTACT_ALLOWED_ORIGINS in functions/.env.lagoon-ridge-prod: browsers on the site would be refused otherwise.",
    ]);
  });
});
