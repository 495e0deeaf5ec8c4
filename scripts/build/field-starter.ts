/**
 * A form page's starter (src/boot/field-starter.ts), written into the page: the script, inline, and the
 * list of the app's scripts it asks for on the first focus on a text field, as JSON. Only pages with a
 * text field get them (the others gain nothing, and would pay their bytes in their first round trip).
 * Every such page gets the same script, and their CSP alone allows it, by its hash (build-artefacts.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { APP_MODULES_LIST_ID } from '../../src/boot/shared/protocol';
import { NOT_TYPED_INTO } from '../../src/boot/text-field';

const STARTER_ENTRY = 'src/boot/field-starter.inline.ts';

/** The starter as one classic script, minified, as the page carries it. */
export async function bundleFieldStarter(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, STARTER_ENTRY), formats: ['iife'], name: 'fieldStarter' },
      // boot/shared's modules have no side effects; without this the bundler keeps what one of them
      // computes at the top level (the route table, half as much again) though nothing reads it.
      rollupOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap(({ output }) => output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1)
    throw new Error(`The starter bundled into ${chunks.length} chunks, not 1`);
  return chunks[0]!.code.trim();
}

/** The CSP source that allows `script` inline. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const INPUT_TAG = /<input\b([^>]*)>/gi;
const TEXTAREA_TAG = /<textarea\b([^>]*)>/gi;
const TYPE_ATTRIBUTE = /\stype="([^"]*)"/i;
const UNUSABLE = /\s(readonly|disabled)(=|\s|\/|$)/i;

/** Whether `html` has a field a visitor can type into (src/boot/text-field.ts, read from markup). */
export function hasTextField(html: string): boolean {
  const usable = (attributes: string) => !UNUSABLE.test(attributes);
  if ([...html.matchAll(TEXTAREA_TAG)].some(([, attributes = '']) => usable(attributes)))
    return true;
  return [...html.matchAll(INPUT_TAG)].some(([, attributes = '']) => {
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? 'text';
    return !NOT_TYPED_INTO.has(type) && usable(attributes);
  });
}

/**
 * `page` with the list and the starter at the end of its head: both are there before any field, and the
 * starter's listener before the page can paint one.
 */
export function withFieldStarter(page: string, starter: string, urls: readonly string[]): string {
  if (!page.includes('</head>')) throw new Error('A page without </head> for the starter');
  // `<` escaped, so no address could end the element early.
  const list = JSON.stringify(urls).replaceAll('<', '\\u003c');
  const elements = `<script type="application/json" id="${APP_MODULES_LIST_ID}">${list}</script><script>${starter}</script>`;
  // A function, so no `$` in the minified script is read as a replacement pattern.
  return page.replace('</head>', () => `${elements}</head>`);
}
