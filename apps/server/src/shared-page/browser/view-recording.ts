// Records a visit to a shared presentation, as the app's page did: one startView, heartbeats of the
// time the page was really visible, and the time per section the presentation's runtime reports.
// The server answers {viewId: null} for the owner and for visitors who ask not to be tracked: then
// nothing more is sent.
import { callProcedure, ProcedureError } from './procedures';
import { deviceClassForWidth, HEARTBEAT_INTERVAL_MS, type DeviceClass } from './rules';

const VISITOR_KEY = 'pc_visitor';
/** Section times are batched: one report at most this often. */
const SECTIONS_FLUSH_MS = 5_000;
// The bounds of the analytics input schemas.
const MAX_SECTIONS_PER_REPORT = 20;
const MAX_BUFFERED_SECTIONS = 50;
const MAX_ACTIVE_MS_PER_BEAT = 60_000;
const MAX_SECTION_MS = 600_000;
/** The beacon routes: the same checks as the analytics procedures, on the server's fastest path. */
const HEARTBEAT_BEACON_PATH = '/beacons/heartbeat';
const SECTIONS_BEACON_PATH = '/beacons/sections';

interface StartViewInput {
  presentationId: string;
  device: DeviceClass;
  visitorId?: string;
  referrerHost?: string;
  grant?: string;
}

class BeaconRefused extends Error {}

/** A beacon while the page stays open; a 404 means the server stopped recording this view. */
async function postBeacon(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
  });
  if (response.status === 404) throw new BeaconRefused();
}

/** Do Not Track or Global Privacy Control: the visit counts, but anonymously. */
function prefersNoTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** 32 hex digits; unlike crypto.randomUUID, also on a plain-http origin (a phone testing a dev server). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id kept in this browser, so a returning visitor counts once among unique viewers. */
function visitorId(): string | undefined {
  if (prefersNoTracking()) return undefined;
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id || !/^[A-Za-z0-9-]{1,64}$/.test(id)) {
      id = randomId();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

function referrerHost(): string | undefined {
  if (!document.referrer) return undefined;
  try {
    const url = new URL(document.referrer);
    // The API accepts letters, digits, dots and hyphens: a host with a port is sent without it.
    return /^[A-Za-z0-9.-]+$/.test(url.host) ? url.host : url.hostname || undefined;
  } catch {
    return undefined;
  }
}

/** A beacon that survives the page closing (a keepalive fetch where sendBeacon refuses). */
function beacon(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    // Not every browser has sendBeacon, whatever the DOM types say.
    const blob = new Blob([json], { type: 'application/json' });
    if ('sendBeacon' in navigator && navigator.sendBeacon(path, blob)) return;
  } catch {
    // Fall through to a keepalive fetch.
  }
  void fetch(path, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** The server stops recording a view (sharing turned off, limits reached) with NOT_FOUND. */
const isRefused = (error: unknown) =>
  error instanceof BeaconRefused || (error instanceof ProcedureError && error.code === 'NOT_FOUND');

export interface ViewRecording {
  /** The handler for the runtime's 'section' messages. */
  onSection: (name: unknown, visibleMs: unknown) => void;
  /** The view the server recorded, once it answered (a response names it); null for none. */
  viewId: () => string | null;
}

/** Starts recording the visit now. */
export function recordView(presentationId: string, grant: string | null): ViewRecording {
  const buffered = new Map<string, number>();
  const input: StartViewInput = { presentationId, device: deviceClassForWidth(window.innerWidth) };
  const visitor = visitorId();
  const referrer = referrerHost();
  if (visitor) input.visitorId = visitor;
  if (referrer) input.referrerHost = referrer;
  if (grant) input.grant = grant;
  const view = callProcedure<{ viewId: string | null }>('analytics.startView', input).then(
    (result) => result.viewId,
    () => null,
  );

  let viewId: string | null = null;
  let stopped = false;
  let visibleSince: number | null = document.hidden ? null : performance.now();
  let pendingMs = 0;

  /** Visible time since the last beacon. */
  const takeVisibleMs = () => {
    const now = performance.now();
    if (visibleSince !== null) {
      pendingMs += now - visibleSince;
      visibleSince = document.hidden ? null : now;
    }
    const ms = Math.min(Math.round(pendingMs), MAX_ACTIVE_MS_PER_BEAT);
    pendingMs = 0;
    return ms;
  };
  const takeSections = () => {
    const batch = [...buffered]
      .slice(0, MAX_SECTIONS_PER_REPORT)
      .map(([name, ms]) => ({ name, visibleMs: Math.min(Math.round(ms), MAX_SECTION_MS) }));
    for (const { name } of batch) buffered.delete(name);
    return batch.filter((s) => s.visibleMs > 0);
  };
  const onRefused = (error: unknown) => {
    if (isRefused(error)) stop();
  };

  const heartbeat = () => {
    if (!viewId || document.hidden) return;
    const activeMs = takeVisibleMs();
    if (activeMs > 0) void postBeacon(HEARTBEAT_BEACON_PATH, { viewId, activeMs }).catch(onRefused);
  };
  const flushSections = () => {
    if (!viewId || buffered.size === 0) return;
    const batch = takeSections();
    if (batch.length > 0)
      void postBeacon(SECTIONS_BEACON_PATH, { viewId, sections: batch }).catch(onRefused);
  };
  /** The page is being hidden or closed: what is left goes out as beacons. */
  const sendFinal = () => {
    if (!viewId) return;
    const activeMs = takeVisibleMs();
    visibleSince = null;
    if (activeMs > 0) beacon(HEARTBEAT_BEACON_PATH, { viewId, activeMs, final: true });
    while (buffered.size > 0) {
      const batch = takeSections();
      if (batch.length > 0) beacon(SECTIONS_BEACON_PATH, { viewId, sections: batch });
    }
  };
  const onVisibility = () => {
    if (document.hidden) sendFinal();
    else visibleSince ??= performance.now();
  };
  const onPageShow = () => {
    if (!document.hidden) visibleSince ??= performance.now();
  };

  const heartbeatTimer = window.setInterval(heartbeat, HEARTBEAT_INTERVAL_MS);
  const sectionsTimer = window.setInterval(flushSections, SECTIONS_FLUSH_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', sendFinal);
  window.addEventListener('pageshow', onPageShow);

  function stop() {
    stopped = true;
    window.clearInterval(heartbeatTimer);
    window.clearInterval(sectionsTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', sendFinal);
    window.removeEventListener('pageshow', onPageShow);
  }

  void view.then((id) => {
    if (stopped) return;
    if (!id) {
      stop();
      return;
    }
    viewId = id;
    flushSections();
  });

  const onSection = (rawName: unknown, rawMs: unknown) => {
    const name = String(rawName).replace(/\s+/g, ' ').trim().slice(0, 60);
    const ms = Number(rawMs);
    if (stopped || !name || !Number.isFinite(ms) || ms <= 0) return;
    if (!buffered.has(name) && buffered.size >= MAX_BUFFERED_SECTIONS) return;
    buffered.set(name, (buffered.get(name) ?? 0) + ms);
  };
  return { onSection, viewId: () => viewId };
}
