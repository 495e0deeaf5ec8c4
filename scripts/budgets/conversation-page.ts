/**
 * The conversation page's cost, and that no other page pays any of it (issue #55). The page is the
 * conversationPage function's own HTML (functions/src/conversation/conversation-page.ts), not a page of
 * the app: measured here as the function writes it for a long thread, brotli as Hosting sends it, with
 * the function's and firebase.json's headers. It must load no script and nothing else, and fit a
 * connection's first round trip; no file of the built site may carry its code (the service worker
 * knows its path only, to leave it to the network). The client's requests under /profile are their
 * own chunk, which no page's start-up names: its size is printed.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Conversation } from '@site/contract';
import {
  CONVERSATION_PAGE_HEADERS,
  conversationPage,
} from '../../functions/src/conversation/conversation-page';
import { firstRoundTripBudget } from './first-round-trip';

/** A long thread of the kind the page must serve in one round trip: eight messages, two files. */
export function longConversation(): Conversation {
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, minutes));
  // Words in a varied order (a fixed pseudo-random walk), so brotli finds what real prose gives it.
  const vocabulary =
    'we need a quote for our two branches in Ikeja and Lekki the firewall is old and the network drops every afternoon can you visit on Tuesday with an engineer our staff of forty use laptops printers and a small server the budget is approved for January please send the proposal by e-mail'.split(
      ' ',
    );
  let seed = 7;
  const words = (count: number) =>
    Array.from({ length: count }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return vocabulary[seed % vocabulary.length];
    }).join(' ');
  return {
    id: 'budget',
    email: 'prospect@example.com',
    subject: 'Firewall and network refresh for our Ikeja and Lekki branches',
    createdAt: at(0),
    updatedAt: at(400),
    waiting: true,
    messages: Array.from({ length: 8 }, (_, index) => ({
      side: index % 2 === 0 ? ('prospect' as const) : ('firm' as const),
      at: at(index * 50),
      text: words(index === 0 ? 150 : 70),
      channel:
        index === 0 ? ('form' as const) : index % 2 === 0 ? ('email' as const) : ('reply' as const),
      attachments:
        index === 2
          ? [
              { name: 'branch-network-diagram.pdf', type: 'application/pdf', size: 412_000 },
              { name: 'current-firewall-config.txt', type: 'text/plain', size: 9_800 },
            ]
          : [],
    })),
  };
}

/** firebase.json's headers for `source` patterns that match `/conversation/<token>`. */
async function hostingHeaders(root: string): Promise<Record<string, string>> {
  const config = JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const matching = config.hosting.headers.filter(
    (rule) => rule.source === '**' || rule.source.startsWith('/conversation/'),
  );
  return Object.fromEntries(
    matching.flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
  );
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(html|js|css|json|webmanifest)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function measureConversationPage(
  root: string,
  distDir: string,
): Promise<{ summary: string; problems: string[] }> {
  const html = conversationPage({
    conversation: longConversation(),
    firm: 'Lagoon Ridge Technologies',
    action: `/conversation/${'a'.repeat(26)}`,
    postId: '00000000-0000-4000-8000-000000000000',
  });
  const body = brotliCompressSync(html).length;
  const headers = { ...(await hostingHeaders(root)), ...CONVERSATION_PAGE_HEADERS };
  const headerBytes =
    'HTTP/1.1 200 OK\r\n'.length +
    Object.entries({
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
    })
      .map(([key, value]) => `${key}: ${value}\r\n`.length)
      .reduce((sum, bytes) => sum + bytes, 0);
  const requests = [...html.matchAll(/<(script|link|img|iframe)\b|\bsrc=|url\(/gi)].length;

  const problems: string[] = [];
  if (body + headerBytes > firstRoundTripBudget.maxBytes) {
    problems.push(
      `conversation page: ${body + headerBytes} B with headers, more than the ${firstRoundTripBudget.maxBytes} B of a first round trip`,
    );
  }
  if (requests > 0)
    problems.push(`conversation page: ${requests} script, style sheet or other request`);
  const built = await files(distDir);
  const carriers: string[] = [];
  for (const file of built) {
    const text = await readFile(file, 'utf8');
    const knowsPath = text.includes('/conversation/');
    const carriesPage =
      text.includes('Your conversation with') || text.includes('Messages, oldest first');
    // The service worker names the path only, to take the page from the network.
    if (carriesPage || (knowsPath && path.basename(file) !== 'sw.js'))
      carriers.push(path.relative(distDir, file));
  }
  if (carriers.length > 0) {
    problems.push(`the conversation page's code in the site's files: ${carriers.join(', ')}`);
  }
  const requestsChunk = (await readdir(path.join(distDir, 'assets'))).filter((file) =>
    file.startsWith('client-items-section-'),
  );
  if (requestsChunk.length !== 1)
    problems.push(`no single client-items-section chunk in dist/assets`);
  let chunkBytes = 0;
  for (const file of requestsChunk) {
    chunkBytes = brotliCompressSync(await readFile(path.join(distDir, 'assets', file))).length;
    // Named by /profile's page chunk, to import once signed in; no HTML page and not the boot module
    // (which lists every start-up script) names it.
    const pages = built.filter((other) => other.endsWith('.html'));
    const boot = /<script type="module"[^>]*src="\/([^"]+)"/.exec(
      await readFile(path.join(distDir, 'index.html'), 'utf8'),
    )?.[1];
    for (const startUp of [...pages, ...(boot ? [path.join(distDir, boot)] : [])]) {
      if ((await readFile(startUp, 'utf8')).includes(file)) {
        problems.push(`${path.relative(distDir, startUp)} loads ${file} at start-up`);
      }
    }
  }
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return {
    summary: `Conversation page (the function's HTML, an 8-message thread with 2 files): ${kb(body)} brotli + ${kb(headerBytes)} headers (first round trip ≤ ${kb(firstRoundTripBudget.maxBytes)}), ${requests} script or other request; no file of the site carries it (${built.length} checked; sw.js names its path only). /profile's requests, their own chunk after sign-in: ${kb(chunkBytes)} brotli.`,
    problems,
  };
}
