import { jsonForScript } from './html';

const MODULES_ELEMENT_ID = 'first-paint-modules';
/** The scripts of this page's form (its answer kinds), written by the first view before the loader (first-view-page.ts). */
export const FORM_MODULES_ELEMENT_ID = 'first-paint-form-modules';

/** Vite's entry script and its modulepreload links in the build's index.html, and the PWA plugin's manifest link. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const MANIFEST = /<link rel="manifest" href="(\/[\w.-]+\.webmanifest)">\s*/;

/**
 * Starts the app's modules once the first view is painted (the first contentful paint, which
 * Chromium reports after the frame is on screen), at once when the page is hidden (it paints only
 * when shown), and after two seconds at the latest. The modulepreload links go in four to a task:
 * each costs the main thread a few milliseconds at 4× CPU, and forty in one task were a 245 ms
 * long task in a profile. The web app manifest's link is added then too (Chromium fetches it as
 * soon as it sees it, and nothing on screen needs it). It adds only the build's own files
 * (`/assets/*.js`, a `.webmanifest` at the root), so the data element it reads cannot name another
 * script. A constant: the CSP allows it by its hash (src/server/first-paint/inline-script-hashes.ts),
 * and a build's file names change nothing in it.
 */
export const MODULE_LOADER_SCRIPT = `(function () {
  var modules = JSON.parse(document.getElementById('${MODULES_ELEMENT_ID}').textContent);
  var own = /^\\/assets\\/[\\w.-]+\\.js$/;
  var started = false;
  var ownStyle = /^\\/assets\\/[\\w.-]+\\.css$/;
  function add(tag, url) {
    if (!own.test(url)) return;
    var element = document.createElement(tag);
    element.crossOrigin = '';
    if (tag === 'script') { element.type = 'module'; element.src = url; } else { element.rel = 'modulepreload'; element.href = url; }
    document.head.appendChild(element);
  }
  function addStyle(url) {
    if (!ownStyle.test(url)) return;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
  }
  function addManifest(url) {
    if (!/^\\/[\\w.-]+\\.webmanifest$/.test(url || '')) return;
    var link = document.createElement('link');
    link.rel = 'manifest';
    link.href = url;
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    add('script', modules.entry);
    addManifest(modules.manifest);
    var form = document.getElementById('${FORM_MODULES_ELEMENT_ID}');
    var files = modules.preload.concat(form ? JSON.parse(form.textContent) : []);
    files.filter(function (url) { return ownStyle.test(url); }).forEach(addStyle);
    var rest = files.filter(function (url) { return own.test(url); });
    (function next() {
      rest.splice(0, 4).forEach(function (url) { add('link', url); });
      if (rest.length > 0) setTimeout(next, 0);
    })();
  }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 2000);
  var paints = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paints.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start, 0); });
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
})();`;


/**
 * A short link's page with the app's modules loaded only after its first view is painted
 * (docs/first-paint.md, D79): the entry script, its modulepreload links and the manifest's link
 * leave the page, and the loader adds them back, with the list it reads, at the end of the body.
 * `routeModules` (the build's short-link-modules.json) are preloaded after index.html's own: the
 * short link's route would otherwise be fetched only once the router has matched the address. The
 * first view's list of its form's own scripts (FORM_MODULES_ELEMENT_ID) is preloaded after them.
 * When the page has no entry script to move, it is returned as it is (the app then loads as on
 * every other page).
 */
export function withModulesAfterFirstPaint(indexHtml: string, routeModules: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes('</body>')) return indexHtml;
  const preload = [...new Set([...[...indexHtml.matchAll(MODULE_PRELOAD)].map(([, url = '']) => url), ...routeModules])];
  const manifest = MANIFEST.exec(indexHtml)?.[1] ?? null;
  const list = jsonForScript({ entry, preload, manifest }).html;
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(MANIFEST, '')
    .replace('</body>', () => `<script type="application/json" id="${MODULES_ELEMENT_ID}">${list}</script><script>${MODULE_LOADER_SCRIPT}</script></body>`);
}
