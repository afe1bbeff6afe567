import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { VISITOR_TEMPLATE } from '../../apps/api/src/plugins/prerendered-pages.ts';
import { ensureWebBuild, webDist } from './web-build.ts';

/**
 * The aim for the public home's initial JavaScript, gzipped: the visitor's boot, the
 * islands (docs/decisions/0041). The bundle test holds it.
 */
export const JS_AIM_KB = 110;
/**
 * What the bundle test lets the application's boot weigh (a private page, or a public page for
 * a logged-in user): the figure of docs/decisions/0041 with room for the portal to grow; one more
 * KB since each lazy route's preload list names its own stylesheets (docs/decisions/0070: 0.5 KB
 * more JavaScript, 11 KB less CSS before the first paint).
 */
export const JS_BUDGET_KB = 135;
/**
 * What the visitor's stylesheets may weigh, gzipped: the shell, the portal's own styles and the
 * Mantine components the public pages paint with; every other screen's component styles come
 * with its route (docs/decisions/0070: 23.8 KB in one stylesheet before, 13.2 KB after).
 */
export const CSS_BUDGET_KB = 14;
export const KB = 1024;

export interface WebAsset {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

/** What one HTML page of the build makes the browser fetch before anything renders. */
export interface PageLoad {
  html: string;
  assets: WebAsset[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface WebSize {
  /** The build measured (WEB_DIST or apps/web/dist). */
  dist: string;
  built: boolean;
  /** The public home's: the visitor's boot (visitor.html, docs/decisions/0041). */
  home: PageLoad;
  /** The application's boot (index.html): private pages, and a stored session's first page. */
  app: PageLoad;
  jsAimKb: number;
  withinAim: boolean;
  jsBudgetKb: number;
  withinBudget: boolean;
  cssBudgetKb: number;
  withinCssBudget: boolean;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** What index.html makes the browser fetch before any route renders; lazy chunks are not here. */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(name!.length + 1));
    if (name!.toLowerCase() === 'script') {
      if (attrs.type === 'module' && attrs.src) js.push(attrs.src);
    } else if (attrs.rel === 'modulepreload' && attrs.href) {
      js.push(attrs.href);
    } else if (attrs.rel === 'stylesheet' && attrs.href) {
      css.push(attrs.href);
    }
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/** index.html links to /prestadores/assets/x.js (Vite's base); the file is dist/assets/x.js. */
function fileFor(distDir: string, href: string): string {
  const path = new URL(href, 'http://portal.invalid/prestadores/').pathname;
  const candidates = [path.replace(/^\/prestadores\//, ''), path.replace(/^\//, '')];
  for (const candidate of candidates) {
    const file = join(distDir, candidate);
    if (existsSync(file)) return file;
  }
  throw new Error(`${distDir} has no file for ${href} (rebuilt while measuring?)`);
}

export function measurePage(distDir: string, file: string): PageLoad {
  const html = readFileSync(join(distDir, file), 'utf8');
  const { js, css } = initialAssets(html);
  if (js.length === 0) throw new Error(`${distDir}/${file} has no module script`);
  const assets = [
    ...js.map((href) => ({ href, kind: 'js' as const })),
    ...css.map((href) => ({ href, kind: 'css' as const })),
  ].map(({ href, kind }) => {
    const content = readFileSync(fileFor(distDir, href));
    return {
      file: href,
      kind,
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    };
  });
  const sum = (kind: WebAsset['kind']) =>
    assets
      .filter((asset) => asset.kind === kind)
      .reduce((total, asset) => total + asset.gzipBytes, 0);
  return { html: file, assets, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
}

export function measureWebSize(distDir = webDist()): WebSize {
  const built = ensureWebBuild(distDir);
  const home = measurePage(distDir, VISITOR_TEMPLATE);
  const app = measurePage(distDir, 'index.html');
  return {
    dist: distDir,
    built,
    home,
    app,
    jsAimKb: JS_AIM_KB,
    withinAim: home.jsGzipBytes <= JS_AIM_KB * KB,
    jsBudgetKb: JS_BUDGET_KB,
    withinBudget: app.jsGzipBytes <= JS_BUDGET_KB * KB,
    cssBudgetKb: CSS_BUDGET_KB,
    withinCssBudget: home.cssGzipBytes <= CSS_BUDGET_KB * KB,
  };
}
