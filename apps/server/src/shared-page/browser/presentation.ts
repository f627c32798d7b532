// The open presentation: the top bar's buttons (Download, Print as PDF, hide and show), the frame's
// state as its runtime reports it (spec §4 "Viewer status" and "Charts"), the visit's recording and
// the client's responses.
// The frame runs in an opaque origin: a message is trusted only when it comes from that frame's
// window and carries the runtime's source.
import { byId, setBusy, toast } from './dom';
import { startResponses } from './responses';
import {
  CHART_FIX_AFTER_ATTEMPTS,
  EMPTY_CHECK_DELAY_MS,
  MIN_BODY_TEXT_LENGTH,
  PRINT_DELAY_MS,
  RUNTIME_SOURCE,
  VIEWER_SOURCE,
} from './rules';
import { recordView } from './view-recording';

/** Without a runtime report by then, the frame is considered failed. */
const LOAD_TIMEOUT_MS = 20_000;

interface RuntimeMessage {
  type: string;
  bodyLength?: unknown;
  chartScripts?: unknown;
  chartLoaded?: unknown;
  charts?: unknown;
  count?: unknown;
  name?: unknown;
  visibleMs?: unknown;
}

function startTopBar(frame: HTMLIFrameElement | null): void {
  const bar = byId('shared-top-bar');
  const reveal = document.querySelector<HTMLElement>('.reveal');
  const hide = byId<HTMLButtonElement>('hide-bar');
  const show = byId<HTMLButtonElement>('show-bar');
  const download = byId<HTMLButtonElement>('download');
  const print = byId<HTMLButtonElement>('print');
  if (!bar || !reveal || !hide || !show || !download || !print) return;

  const toggle = (visible: boolean) => {
    bar.hidden = !visible;
    reveal.hidden = visible;
    (visible ? hide : show).focus();
  };
  hide.addEventListener('click', () => toggle(false));
  show.addEventListener('click', () => toggle(true));

  // The content route answers with an attachment: following it downloads without leaving the page.
  download.addEventListener('click', () => {
    const link = document.createElement('a');
    link.href = download.dataset.href ?? '';
    link.download = download.dataset.file ?? '';
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    toast('Download complete');
  });
  // The PDF is written by the server on request: fetched first, so a refusal is said, not saved.
  const pdf = byId<HTMLButtonElement>('download-pdf');
  pdf?.addEventListener('click', () => {
    const failed = 'The PDF could not be downloaded. Please try again.';
    void fetch(pdf.dataset.href ?? '')
      .then(async (response) => {
        if (!response.ok)
          return toast(((await response.json()) as { error?: string }).error ?? failed);
        const link = document.createElement('a');
        link.href = URL.createObjectURL(await response.blob());
        link.download = pdf.dataset.file ?? '';
        link.click();
        toast('Download complete');
      })
      .catch(() => toast(failed));
  });

  // The frame is asked to print itself, after the spec's 1 s delay (charts finish drawing first).
  print.addEventListener('click', () => {
    const target = frame?.contentWindow;
    if (!frame || !target) {
      const src = frame?.src ?? download.dataset.href ?? '';
      if (!window.open(src, '_blank'))
        toast('Popup Blocked', 'Please allow popups to download the PDF.', 'error');
      return;
    }
    setBusy(print, true);
    window.setTimeout(() => {
      setBusy(print, false);
      target.postMessage({ source: VIEWER_SOURCE, type: 'print' }, '*');
    }, PRINT_DELAY_MS);
  });
}

/** Loading, loaded or failed, as the runtime's 'ready' reports (its body's text length) tell. */
function watchFrame(
  frame: HTMLIFrameElement,
  onSection: (name: unknown, visibleMs: unknown) => void,
): void {
  const loading = byId('frame-loading');
  const failure = byId('frame-error');
  const chartsNotice = byId('charts-notice');
  const failureText = failure?.querySelector('.alert-text');
  let status: 'loading' | 'loaded' | 'error' = 'loading';
  let bodyLength: number | null = null;
  let charts: { scripts: number; loaded: boolean; count: number } | null = null;
  let chartAttempts = 0;
  let autoFixSent = false;
  let timers: number[] = [];

  const later = (fn: () => void, ms: number) => timers.push(window.setTimeout(fn, ms));
  const clearTimers = () => {
    timers.forEach((timer) => window.clearTimeout(timer));
    timers = [];
  };
  const render = () => {
    if (loading) loading.hidden = status !== 'loading';
    if (failure) failure.hidden = status !== 'error';
    const chartsLoading =
      status === 'loaded' &&
      charts !== null &&
      charts.scripts > 0 &&
      (!charts.loaded || charts.count === 0);
    if (chartsNotice) chartsNotice.hidden = !chartsLoading;
  };
  const fail = (message: string) => {
    status = 'error';
    if (failureText) failureText.textContent = message;
    render();
  };
  const failed = () => fail(frame.dataset.failed ?? '');
  const send = (type: 'print' | 'fix-charts') =>
    frame.contentWindow?.postMessage({ source: VIEWER_SOURCE, type }, '*');

  /** A fresh frame (first load or a reload) starts the checks over. */
  const begin = () => {
    clearTimers();
    status = 'loading';
    bodyLength = null;
    charts = null;
    chartAttempts = 0;
    autoFixSent = false;
    render();
    later(() => {
      if (status !== 'loading') return;
      if (bodyLength === null) failed();
      else fail(frame.dataset.empty ?? '');
    }, LOAD_TIMEOUT_MS);
  };

  // The load event: 1.5 s later the body must hold enough text. The runtime reports again 1.5 s
  // after load, so only a frame that never reports has failed.
  frame.addEventListener('load', () => {
    clearTimers();
    const check = (graceLeft: boolean) => {
      if (bodyLength === null) {
        if (graceLeft) later(() => check(false), EMPTY_CHECK_DELAY_MS);
        else failed();
      } else if (bodyLength < MIN_BODY_TEXT_LENGTH) fail(frame.dataset.empty ?? '');
      else {
        status = 'loaded';
        render();
      }
    };
    later(() => check(true), EMPTY_CHECK_DELAY_MS);
  });

  let manualFix = false;
  window.addEventListener('message', (event) => {
    const data = event.data as { source?: unknown; type?: unknown } | null;
    if (
      !frame.contentWindow ||
      event.source !== frame.contentWindow ||
      typeof data !== 'object' ||
      data === null
    )
      return;
    if (data.source !== RUNTIME_SOURCE || typeof data.type !== 'string') return;
    const message = data as RuntimeMessage;
    if (message.type === 'ready') {
      bodyLength = Number(message.bodyLength) || 0;
      if (bodyLength >= MIN_BODY_TEXT_LENGTH) status = 'loaded';
    } else if (message.type === 'charts') {
      charts = {
        scripts: Number(message.chartScripts) || 0,
        loaded: Boolean(message.chartLoaded),
        count: Number(message.charts) || 0,
      };
      if (
        charts.scripts > 0 &&
        !charts.loaded &&
        ++chartAttempts >= CHART_FIX_AFTER_ATTEMPTS &&
        !autoFixSent
      ) {
        autoFixSent = true;
        send('fix-charts');
      }
    } else if (message.type === 'charts-fixed') {
      const count = Number(message.count) || 0;
      charts = {
        scripts: charts?.scripts ?? count,
        loaded: count > 0 || Boolean(charts?.loaded),
        count,
      };
      if (manualFix) {
        manualFix = false;
        toast(
          'Fixing Charts',
          `Found ${count} ${count === 1 ? 'chart' : 'charts'} in the presentation`,
        );
      }
    } else if (message.type === 'section') onSection(message.name, message.visibleMs);
    render();
  });

  const src = frame.getAttribute('src') ?? '';
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-reload]')) {
    button.addEventListener('click', () => {
      begin();
      // Setting the attribute, even to the same URL, loads the frame again.
      frame.setAttribute('src', src);
    });
  }
  byId('fix-charts')?.addEventListener('click', () => {
    manualFix = true;
    send('fix-charts');
  });
  begin();
}

export function startPresentation(id: string): void {
  const frame = byId<HTMLIFrameElement>('presentation');
  const grant = document.querySelector<HTMLElement>('main[data-grant]')?.dataset.grant ?? null;
  startTopBar(frame);
  const view = recordView(id, grant);
  if (frame) watchFrame(frame, view.onSection);
  startResponses(id, grant, view.viewId);
}
