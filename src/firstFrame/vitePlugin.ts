// The first frame from HTML (docs/performance.md): at build, React renders each screen's frame
// from the app's own components (src/firstFrame/renderFrames.tsx, in Node), with Emotion's
// critical CSS. The build then writes, beside index.html, one page per framed route
// (`DataListing/index.html`, …) holding that route's frames, in every language and for a phone
// and a desktop; index.html holds the sign-in card's. A small classic
// script (src/firstFrame/chooser.js), inline in each page, marks <html> with the frame to show
// before the first paint, then starts the app's code; the app removes the frame once its own
// screen is laid out (src/lib/fast/firstFrameRelease.ts). The Content-Security-Policy allows that
// one inline script by its hash, which the build writes to INLINE_SCRIPTS_FILE.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { minify, type Plugin, type ResolvedConfig, type Rolldown, type build as viteBuild } from 'vite';
import type { Frame } from './renderFrames';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PHONE = '(max-width:599.95px)';
const DESKTOP = '(min-width:600px)';
/**
 * The mark of a route's frame for an admin with one of its `frameUnlessStored` keys stored (the
 * chooser adds it to the route): that frame is the screen's heading alone.
 */
const STORED_FRAME = '#stored';

/**
 * A picture of the screen, not a second screen: its controls (inputs, buttons, links) become
 * plain elements with the same classes, and the attributes that would clash with the app's own
 * (ids, names, roles, labels) go, so that nothing in it is found as a control or by a label.
 */
const stripped = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<input\b([^>]*?)\/?>/g, '<span$1></span>')
    .replace(/<(\/?)(?:button|a|textarea|select|label)\b/g, '<$1span')
    .replace(
      /\s(?:id|for|name|href|type|value|role|tabindex|autoComplete|accept|aria-[a-z]+|data-discover)="[^"]*"/g,
      '',
    );

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The frames of one page: the markup under #first-frame, the CSS that shows the chosen one, and
 * their styles as Emotion's own server-rendered style elements (`data-emotion="css <ids>"`, one
 * per global style): Emotion's cache takes them as already inserted when the app starts, so the
 * app's first commit inserts only the rules the frame did not hold. They stay after the takeover:
 * they are the app's styles.
 */
export function framePage(frames: Frame[]) {
  const rules = new Map<string, string>();
  const globals = new Map<string, string>();
  const shown = new Set<string>();
  const show: Record<Frame['device'], string[]> = { phone: [], desktop: [] };
  let markup = '';
  for (const frame of frames) {
    for (const [id, css] of Object.entries(frame.styles)) rules.set(id, css);
    for (const [name, css] of Object.entries(frame.globals)) globals.set(name, css);
    const key = `${frame.route}${frame.stored ? STORED_FRAME : ''} ${frame.locale}`;
    // The page's CSP allows no inline script, and a frame needs none.
    if (/<script/i.test(frame.html)) throw new Error(`first frame of ${key}: it holds a script`);
    const chosen = `html[data-first-frame="${attr(key)}"] #first-frame`;
    const variant = attr(`${key} ${frame.device}`);
    shown.add(chosen);
    markup += `<div data-frame="${variant}">${stripped(frame.html)}</div>`;
    show[frame.device].push(`${chosen}>[data-frame="${variant}"]`);
  }
  // The frame lies over #root (where the app renders) until the app removes it; shown only when
  // this page holds the frame the chooser asked for. A screen that never shows its heading (one
  // react-admin draws, such as Access denied) must not stay covered: after 10 s it shows anyway.
  const css =
    '#first-frame,#first-frame>div{display:none}' +
    '@keyframes first-frame-gone{to{visibility:hidden}}' +
    `${[...shown].join(',')}{display:block;position:fixed;inset:0;z-index:1250;overflow:hidden;` +
    'animation:first-frame-gone 0s 10s forwards}' +
    `@media ${PHONE}{${show.phone.join(',')}{display:block}}` +
    `@media ${DESKTOP}{${show.desktop.join(',')}{display:block}}`;
  // Emotion puts its global styles before the others.
  const emotion =
    [...globals]
      .map(([name, rule]) => `<style data-emotion="css-global ${attr(name)}">${rule}</style>`)
      .join('') +
    `<style data-emotion="css ${attr([...rules.keys()].join(' '))}">${[...rules.values()].join('')}</style>`;
  return { css, emotion, markup };
}

/** Renders every frame in Node: the frame module built for SSR (bundled whole), then run. */
async function renderAll(build: typeof viteBuild, config: ResolvedConfig): Promise<Rendered> {
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'first-frame-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      mode: config.mode,
      logLevel: 'warn',
      // React's own, new: the dev server's would take this build's settings and stop its Fast Refresh.
      plugins: [react()],
      resolve: { alias: config.resolve.alias },
      ssr: { noExternal: true },
      build: {
        ssr: 'src/firstFrame/renderFrames.tsx',
        outDir,
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: 'renderFrames.mjs' } },
      },
    });
    const rendered: typeof import('./renderFrames') = await import(
      pathToFileURL(join(outDir, 'renderFrames.mjs')).href
    );
    const screens = rendered.signedInScreens().map((screen) => screen.route);
    return {
      frames: await rendered.renderFrames(),
      chooserValues: {
        SCREENS: screens,
        STORED: rendered.storedFrames(),
        STORED_FRAME,
        ...rendered.chooserValues,
      },
      firstReadValues: rendered.firstReadValues,
      screens,
      reads: rendered.earlyReads(),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Each route's screen code: the chunk its declaration loads on demand (a page's `page.ts`, or the
 * generated list for a resource's route) and the chunks that chunk imports, less the entry's own.
 */
export function screenChunks(
  bundle: OutputBundle,
  dynamicImportsOf: (id: string) => readonly string[],
): (route: string) => string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  const reach = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) reach(next, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) reach(chunk.fileName, entryFiles);
  const codeOf = (moduleId: string | undefined) => {
    // The chunk the module starts, else (a module shared by several chunks) the one holding it.
    const chunk =
      chunks.find((candidate) => moduleId && candidate.facadeModuleId === moduleId) ??
      chunks.find((candidate) => moduleId && candidate.moduleIds.includes(moduleId));
    if (!chunk) return [];
    const files = new Set<string>();
    reach(chunk.fileName, files);
    return [...files].filter((file) => !entryFiles.has(file));
  };
  const moduleIds = chunks.flatMap((chunk) => chunk.moduleIds);
  // The list's own code, and the local engine its first read waits for (loaded on demand: without
  // it here the rows waited for one more request after the boot chunk had run).
  const list = [
    ...new Set([LIST_VIEW, LOCAL_ENGINE].flatMap((end) => codeOf(moduleIds.find((id) => id.endsWith(end))))),
  ];
  const byRoute = new Map<string, string[]>();
  for (const id of moduleIds) {
    if (!id.endsWith('/page.ts') || !id.includes('/src/')) continue;
    const route = /route: '([^']+)'/.exec(readFileSync(id, 'utf8'))?.[1];
    if (route) byRoute.set(route, codeOf(dynamicImportsOf(id)[0]));
  }
  return (route) => byRoute.get(route) ?? list;
}

/** The generated list's module: every resource route without a page shows it. */
export const LIST_VIEW = '/src/engine/views/ResourceList.tsx';
/** The engine that sorts, filters and pages a whole-array list (src/engine/providerLists.ts loads it). */
export const LOCAL_ENGINE = '/src/engine/localQuery.ts';

/** A classic script of this folder with the app's values put in its marked slots (a NAME comment, then a value); a missing slot fails. */
function scriptSource(file: string, values: Record<string, unknown>): string {
  let source = readFileSync(join(ROOT, 'src', 'firstFrame', file), 'utf8');
  for (const [name, value] of Object.entries(values)) {
    const slot = new RegExp(`/\\* ${name} \\*/ ('[^']*'|\\[\\]|\\{\\})`);
    if (!slot.test(source)) throw new Error(`first frame: ${file} has no /* ${name} */ value`);
    source = source.replace(slot, JSON.stringify(value));
  }
  return source;
}

/**
 * Written beside index.html: the script-src sources (`'sha256-…'`) of the pages' inline scripts,
 * one line. deploy/start adds it to the Content-Security-Policy (docs/security.md).
 */
const INLINE_SCRIPTS_FILE = 'inline-scripts.csp';

/** The CSP source that allows this inline script, as script-src takes it. */
export const scriptHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The chooser's code as the pages hold it, with the app's values, minified. */
const chooserCode = async (frames: Rendered) =>
  (await minify('chooser.js', scriptSource('chooser.js', frames.chooserValues))).code;

/** The chooser as the page's inline script (its text is what the hash is taken of). */
function inlineScript(code: string): string {
  if (/<\/script|<!--/i.test(code))
    throw new Error('first frame: the chooser cannot be inlined (it holds </script or <!--)');
  return `<script>${code}</script>`;
}

interface Rendered {
  frames: Frame[];
  chooserValues: Record<string, unknown>;
  firstReadValues: Record<string, unknown>;
  screens: string[];
  reads: Record<string, string>;
}

/**
 * The page of one route, holding its frames only (a signed-out visitor on a signed-in route's
 * page sees none, then the sign-in card): `html` is index.html without its entry and module
 * preloads, which go to a JSON block the chooser reads; it requests them once the frame is
 * painted, so the frame's paint waits for nothing else.
 */
function framedPage(
  html: string,
  route: string,
  rendered: Rendered,
  files: {
    base: string;
    entry: string;
    preload: string[];
    /** The chooser's code, inlined: a script of its own cost the frame's paint a round trip. */
    chooser: string;
    firstRead?: string;
  },
) {
  const { css, emotion, markup } = framePage(rendered.frames.filter((frame) => frame.route === route));
  const boot = JSON.stringify({ entry: files.entry, preload: files.preload });
  // A list's page starts reading its records for a signed-in admin (firstRead.js): async, so the
  // frame's paint never waits for it; of high priority, as Chrome would otherwise hold an async
  // script back behind the app's own module preloads.
  const read =
    files.firstRead && rendered.reads[route]
      ? `<script async fetchpriority="high" src="${files.base}${files.firstRead}" data-read="${rendered.reads[route]}"></script>\n    `
      : '';
  // The app's code is asked for by the chooser once the frame is painted, not with the page: a
  // request started before the paint is on the paint's path (docs/performance.md, "code asked
  // with the page", removed).
  const head =
    read +
    `<script type="application/json" id="console-boot">${boot}</script>\n    ` +
    `${inlineScript(files.chooser)}\n    `;
  return html
    .replace('</head>', `  ${head}${emotion}\n    <style id="first-frame-style">${css}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div>\n    <div id="first-frame" aria-hidden="true" inert>${markup}</div>`,
    );
}

/** The entry script of index.html (Vite's own scripts, /@vite/…, aside). */
const ENTRY = /<script type="module"(?: crossorigin)? src="((?!\/@)[^"]+)"><\/script>\s*/;

/**
 * The Vite plugin. Production builds write each framed route's page; with `dev` (the switch
 * CONSOLE_DEV_FIRST_FRAME=true, see vite.config.ts) the dev server serves the same pages, its
 * frames rendered by the same code when the first page is asked for and again after a change.
 */
export function firstFrame(build: typeof viteBuild, { earlyRead = true, dev = false } = {}): Plugin {
  let config: ResolvedConfig;
  let rendering: Promise<Rendered> | undefined;
  const rendered = () => {
    rendering ??= renderAll(build, config);
    return rendering;
  };
  return {
    name: 'console:first-frame',
    apply: (_config, { command }) => command === 'build' || dev,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // A change to the app's code renders the frames again for the next page.
      server.watcher.on('change', (file) => {
        if (file.includes('/src/')) rendering = undefined;
      });
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== '/@first-frame/first-read.js') return next();
        rendered().then(
          (frames) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(scriptSource('firstRead.js', frames.firstReadValues));
          },
          (error: unknown) => next(error),
        );
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.server) return html;
        const entry = ENTRY.exec(html);
        if (!entry) return html;
        const frames = await rendered();
        const path = new URL(context.originalUrl ?? context.path, 'http://dev').pathname.replace(
          /(.)\/$/,
          '$1',
        );
        const route = frames.screens.includes(path) ? path : '/login';
        return framedPage(html.replace(entry[0], ''), route, frames, {
          base: config.base,
          entry: entry[1],
          preload: [],
          chooser: await chooserCode(frames),
          firstRead: earlyRead ? '@first-frame/first-read.js' : undefined,
        });
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const frames = await rendered();
      const chooser = await chooserCode(frames);
      this.emitFile({ type: 'asset', fileName: INLINE_SCRIPTS_FILE, source: `${scriptHash(chooser)}\n` });
      const { code: firstRead } = await minify(
        'firstRead.js',
        scriptSource('firstRead.js', frames.firstReadValues),
      );
      const firstReadFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'first-read.js', source: firstRead }),
      );
      let html = String(index.source);
      const entry = ENTRY.exec(html);
      if (!entry) throw new Error('first frame: no entry script in index.html');
      const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      for (const tag of [entry, ...preload]) html = html.replace(tag[0], '');
      const screenCode = screenChunks(bundle, (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const page = (route: string) =>
        framedPage(html, route, frames, {
          base: config.base,
          entry: entry[1],
          // A screen's page also preloads its own code, beside the entry's.
          preload: [
            ...preload.map((tag) => tag[1]),
            ...(route === '/login' ? [] : screenCode(route)).map((file) => `${config.base}${file}`),
          ],
          chooser,
          firstRead: earlyRead ? firstReadFile : undefined,
        });
      index.source = page('/login');
      for (const route of frames.screens)
        this.emitFile({ type: 'asset', fileName: `${route.slice(1)}/index.html`, source: page(route) });
    },
  };
}
