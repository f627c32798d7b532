import vm from 'node:vm';

import { describe, expect, it } from 'vitest';

import { buildRuntimeScript, PITCHCRAFT_RUNTIME_SCRIPT, runtimeScriptTag } from './runtime-script';

type Listener = (event: unknown) => void;

interface FakeScript {
  src: string;
  text: string;
  onload?: () => void;
  onerror?: () => void;
  parentNode: { replaceChild: (next: FakeScript, old: FakeScript) => void } | null;
}

/** A minimal browser: a clock, listeners, scripts that run in the same context, an observer. */
function makeBrowser(
  options: {
    inlineScripts?: string[];
    canvases?: number;
    sections?: { id: string; h2: string }[];
  } = {},
) {
  let clock = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  const posted: Record<string, unknown>[] = [];
  const windowListeners: Record<string, Listener[]> = {};
  const documentListeners: Record<string, Listener[]> = {};
  const appended: FakeScript[] = [];
  let observerCallback: ((entries: unknown[]) => void) | undefined;
  const observed: unknown[] = [];
  let printed = 0;

  const parent = {
    postMessage: (message: Record<string, unknown>) =>
      posted.push(JSON.parse(JSON.stringify(message)) as Record<string, unknown>),
  };
  const scripts: FakeScript[] = [];
  const context: Record<string, unknown> = {};
  const scriptParent = {
    replaceChild(next: FakeScript, old: FakeScript) {
      scripts[scripts.indexOf(old)] = next;
      vm.runInContext(next.text, context);
    },
  };
  for (const text of options.inlineScripts ?? [])
    scripts.push({ src: '', text, parentNode: scriptParent });
  const sections = (options.sections ?? []).map(({ id, h2 }) => ({
    id,
    parentElement: { closest: () => null },
    querySelector: () => ({ textContent: h2 }),
  }));

  const document = {
    readyState: 'loading',
    visibilityState: 'visible',
    body: { innerText: '  Hello from the presentation body, long enough to count.  ' },
    head: { appendChild: (el: FakeScript) => appended.push(el) },
    documentElement: {},
    getElementsByTagName: (tag: string) =>
      tag === 'script'
        ? scripts
        : tag === 'canvas'
          ? Array.from({ length: options.canvases ?? 0 })
          : [],
    querySelectorAll: (selector: string) => (selector === 'section' ? sections : []),
    createElement: (): FakeScript => ({ src: '', text: '', parentNode: null }),
    addEventListener: (type: string, fn: Listener) => (documentListeners[type] ??= []).push(fn),
  };
  Object.assign(context, {
    document,
    parent,
    Date,
    Object,
    String,
    Math,
    JSON,
    Array,
    performance: { now: () => clock },
    print: () => {
      printed += 1;
    },
    addEventListener: (type: string, fn: Listener) => (windowListeners[type] ??= []).push(fn),
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: clock + ms, fn });
      return id;
    },
    setInterval: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: clock + ms, fn, every: ms });
      return id;
    },
    clearInterval: (id: number) => timers.delete(id),
    IntersectionObserver: class {
      constructor(callback: (entries: unknown[]) => void) {
        observerCallback = callback;
      }
      observe(el: unknown) {
        observed.push(el);
      }
    },
  });
  context.window = context;
  vm.createContext(context);

  const browser = {
    context,
    document,
    posted,
    appended,
    observed,
    scripts,
    get printed() {
      return printed;
    },
    run(code: string) {
      vm.runInContext(code, context);
    },
    fire(target: 'window' | 'document', type: string, event: unknown = {}) {
      for (const fn of (target === 'window' ? windowListeners : documentListeners)[type] ?? [])
        fn(event);
    },
    advance(ms: number) {
      const end = clock + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        clock = timer.at;
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.fn();
      }
      clock = end;
    },
    intersect(entries: { target: unknown; isIntersecting: boolean }[]) {
      observerCallback?.(entries);
    },
    ofType(type: string) {
      return posted.filter((m) => m.type === type);
    },
  };
  return browser;
}

function installChart(context: Record<string, unknown>) {
  const instances: Record<number, unknown> = {};
  let n = 0;
  context.Chart = Object.assign(
    function Chart(this: unknown) {
      instances[n++] = this;
    },
    { instances },
  );
  return instances;
}

describe('runtime script', () => {
  it('is small, parses, and uses no syntax newer than ES2017', () => {
    expect(PITCHCRAFT_RUNTIME_SCRIPT.length).toBeLessThan(4200);
    expect(() => new vm.Script(PITCHCRAFT_RUNTIME_SCRIPT)).not.toThrow();
    expect(PITCHCRAFT_RUNTIME_SCRIPT).not.toMatch(/\?\.|\?\?|\.\.\.|\basync\b|\bawait\b|\bclass\b/);
    expect(PITCHCRAFT_RUNTIME_SCRIPT).not.toMatch(/<\/script/i);
    expect(runtimeScriptTag()).toMatch(/^<script data-pitchcraft-runtime>/);
  });

  it('never throws, even without a DOM', () => {
    expect(() => {
      vm.runInNewContext(PITCHCRAFT_RUNTIME_SCRIPT, {});
    }).not.toThrow();
    expect(() => {
      vm.runInNewContext(PITCHCRAFT_RUNTIME_SCRIPT, { window: {}, document: {} });
    }).not.toThrow();
  });

  it('embeds the asset base safely', () => {
    expect(buildRuntimeScript('https://cdn.pitchcraft.example')).toContain(
      '"https://cdn.pitchcraft.example/assets/chart.umd.js"',
    );
    expect(buildRuntimeScript('</script><script>alert(1)')).not.toMatch(/<\/script/i);
  });

  it('posts ready on DOMContentLoaded, on load and 1.5 s after load', () => {
    const b = makeBrowser();
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('document', 'DOMContentLoaded');
    b.fire('window', 'load');
    b.advance(1500);
    const ready = b.ofType('ready');
    expect(ready).toHaveLength(3);
    expect(ready[0]).toEqual({
      source: 'pitchcraft',
      type: 'ready',
      bodyLength: 'Hello from the presentation body, long enough to count.'.length,
    });
  });

  it('runs only once when injected twice', () => {
    const b = makeBrowser();
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('document', 'DOMContentLoaded');
    expect(b.ofType('ready')).toHaveLength(1);
  });

  it('reports chart status every second, about ten times', () => {
    const b = makeBrowser({ canvases: 3, inlineScripts: ['new Chart(a, {})'] });
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('document', 'DOMContentLoaded');
    b.advance(20_000);
    const charts = b.ofType('charts');
    expect(charts.length).toBeGreaterThanOrEqual(10);
    expect(charts.length).toBeLessThanOrEqual(11);
    expect(charts[0]).toEqual({
      source: 'pitchcraft',
      type: 'charts',
      chartScripts: 3,
      chartLoaded: false,
      charts: 0,
    });
  });

  it('fixes charts on request: loads Chart.js, re-runs chart scripts after 0.5 s, reports the count', () => {
    const b = makeBrowser({
      canvases: 2,
      inlineScripts: [
        "const ctx = 'a'; document.addEventListener('DOMContentLoaded', function () { new Chart(ctx, {}); });",
        "let other = 'b'; new Chart(other, {});",
        'var unrelated = 1;',
      ],
    });
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.document.readyState = 'complete';
    b.fire('document', 'DOMContentLoaded');
    b.fire('window', 'message', {
      source: b.context.parent,
      data: { source: 'pitchcraft-viewer', type: 'fix-charts' },
    });
    expect(b.appended).toHaveLength(1);
    expect(b.appended[0]?.src).toBe('/assets/chart.umd.js');
    const instances = installChart(b.context);
    b.appended[0]?.onload?.();
    b.advance(499);
    expect(b.ofType('charts-fixed')).toHaveLength(0);
    b.advance(1);
    expect(Object.keys(instances)).toHaveLength(2);
    expect(b.ofType('charts-fixed')).toEqual([
      { source: 'pitchcraft', type: 'charts-fixed', count: 2 },
    ]);
    expect(b.scripts[2]?.text).toBe('var unrelated = 1;');
  });

  it('reports the current count at once when Chart.js is already loaded', () => {
    const b = makeBrowser();
    installChart(b.context);
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('window', 'message', {
      source: b.context.parent,
      data: { source: 'pitchcraft-viewer', type: 'fix-charts' },
    });
    expect(b.appended).toHaveLength(0);
    expect(b.ofType('charts-fixed')).toEqual([
      { source: 'pitchcraft', type: 'charts-fixed', count: 0 },
    ]);
  });

  it('prints on request and ignores messages from anyone but the parent', () => {
    const b = makeBrowser();
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('window', 'message', {
      source: {},
      data: { source: 'pitchcraft-viewer', type: 'print' },
    });
    b.fire('window', 'message', {
      source: b.context.parent,
      data: { source: 'someone-else', type: 'print' },
    });
    b.fire('window', 'message', { source: b.context.parent, data: null });
    expect(b.printed).toBe(0);
    b.fire('window', 'message', {
      source: b.context.parent,
      data: { source: 'pitchcraft-viewer', type: 'print' },
    });
    expect(b.printed).toBe(1);
  });

  it('tracks time on top-level sections and flushes every 5 s and on pagehide', () => {
    const b = makeBrowser({
      sections: [
        { id: 'cover', h2: 'Cover' },
        { id: '', h2: `  What   you need ${'x'.repeat(80)}` },
      ],
    });
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('document', 'DOMContentLoaded');
    expect(b.observed).toHaveLength(2);
    const [cover, needs] = b.observed;
    b.intersect([{ target: cover, isIntersecting: true }]);
    b.advance(3000);
    b.intersect([
      { target: cover, isIntersecting: false },
      { target: needs, isIntersecting: true },
    ]);
    b.advance(2000);
    const sections = b.ofType('section');
    expect(sections).toContainEqual({
      source: 'pitchcraft',
      type: 'section',
      name: 'cover',
      visibleMs: 3000,
    });
    const needsName = `What you need ${'x'.repeat(80)}`.slice(0, 60);
    expect(sections).toContainEqual({
      source: 'pitchcraft',
      type: 'section',
      name: needsName,
      visibleMs: 2000,
    });
    b.advance(1000);
    b.fire('window', 'pagehide');
    expect(b.ofType('section').at(-1)).toEqual({
      source: 'pitchcraft',
      type: 'section',
      name: needsName,
      visibleMs: 1000,
    });
  });

  it('pauses section time while the page is hidden', () => {
    const b = makeBrowser({ sections: [{ id: 'cover', h2: 'Cover' }] });
    b.run(PITCHCRAFT_RUNTIME_SCRIPT);
    b.fire('document', 'DOMContentLoaded');
    b.intersect([{ target: b.observed[0], isIntersecting: true }]);
    b.advance(1000);
    b.document.visibilityState = 'hidden';
    b.fire('document', 'visibilitychange');
    b.advance(60_000);
    b.document.visibilityState = 'visible';
    b.fire('document', 'visibilitychange');
    b.advance(500);
    b.fire('window', 'pagehide');
    const total = b.ofType('section').reduce((sum, m) => sum + Number(m.visibleMs), 0);
    expect(total).toBe(1500);
  });
});
