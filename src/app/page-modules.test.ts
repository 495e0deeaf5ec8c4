// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { pageModules } from './page-modules';
import { routes } from './routes';

const pageRoutes = routes[0]?.children ?? [];

describe('pageModules', () => {
  it('names the modules of every prerendered route with a lazy page, and only files that exist', () => {
    // Not the inbox's pages: they are not prerendered, and their chunk names would reach every
    // visitor's entry module.
    const adminPaths: (string | undefined)[] = [paths.admin.path, paths.adminInsights.path];
    const lazyPaths = pageRoutes
      .filter((route) => route.lazy && route.path !== '*' && !adminPaths.includes(route.path))
      .map((route) => (route.index ? '/' : route.path));
    const table = pageModules();
    expect(Object.keys(table).sort()).toEqual([...lazyPaths].sort());
    for (const modules of Object.values(table)) {
      for (const file of modules) expect(existsSync(path.resolve(file)), file).toBe(true);
    }
  });
});
