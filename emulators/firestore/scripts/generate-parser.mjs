#!/usr/bin/env node
// Generates src/rules/parser.generated.js from src/rules/grammar.peggy. Its types are
// parser.generated.d.ts, written by hand: peggy's module exports the same three names whatever the grammar.
// The output starts with the grammar's SHA-256, which a test compares with the grammar, so a grammar
// change without regenerating fails the tests instead of running a stale parser.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import peggy from 'peggy';
import * as prettier from 'prettier';

const rulesDir = fileURLToPath(new URL('../src/rules/', import.meta.url));
const grammarPath = `${rulesDir}grammar.peggy`;

const grammar = await readFile(grammarPath, 'utf8');
const sha256 = createHash('sha256').update(grammar).digest('hex');
const header = `// Generated from grammar.peggy (sha256 ${sha256}) by scripts/generate-parser.mjs. Do not edit.\n`;

const source = peggy.generate(grammar, {
  output: 'source',
  format: 'es',
  grammarSource: 'grammar.peggy',
});

async function format(text, filepath) {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

const jsPath = `${rulesDir}parser.generated.js`;
await writeFile(jsPath, await format(header + source, jsPath));
console.log(`wrote ${jsPath} (grammar sha256 ${sha256.slice(0, 12)})`);
