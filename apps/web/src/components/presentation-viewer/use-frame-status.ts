// The viewer's view of the sandboxed frame (spec §4 "Viewer status" and "Charts"). The frame runs
// in an opaque origin, so everything it says arrives by postMessage from the injected runtime:
// 'ready' with the body's text length, 'charts' every second, 'charts-fixed' after a repair.
// event.origin is 'null' there, so a message is trusted only when it comes from our frame's window.
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  EMPTY_CHECK_DELAY_MS,
  viewerErrorFor,
  viewerErrorForBodyLength,
  type TRuntimeMessage,
  type TViewerMessage,
} from '@pitchcraft/core';

export type FrameStatus = 'loading' | 'loaded' | 'error';

export interface ChartStatus {
  chartScripts: number;
  chartLoaded: boolean;
  charts: number;
}

/** Chart code present but Chart.js missing after this many status reports: repair it. */
const CHART_FIX_AFTER_ATTEMPTS = 3;
/** Still no chart drawn after this many reports (about a second apart), repair included: say so. */
const CHART_GIVE_UP_AFTER_ATTEMPTS = 8;
/** Without a load event by then, the frame is considered failed. */
const LOAD_TIMEOUT_MS = 20_000;
const FRAME_LOAD_FAILED_MESSAGE =
  'The presentation could not be displayed. Regenerate it, or view its source below.';

interface Timers {
  current: number[];
}
function clearTimers(timers: Timers) {
  timers.current.forEach((timer) => window.clearTimeout(timer));
  timers.current = [];
}
function later(timers: Timers, fn: () => void, ms: number) {
  timers.current.push(window.setTimeout(fn, ms));
}

function isRuntimeMessage(data: unknown): data is TRuntimeMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'pitchcraft' &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

interface Options {
  /** The frame's URL; a new URL starts the checks over. */
  src: string | null;
  /** The HTML when the page has it (pre-render checks); undefined when only the frame knows. */
  html: string | null | undefined;
  /** Called with the chart count after a 'Fix Charts' the advisor asked for. */
  onManualFixDone: (count: number) => void;
}

export function useFrameStatus({ src, html, onManualFixDone }: Options) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const preRenderError = html === undefined ? null : viewerErrorFor(html);
  const [status, setStatus] = useState<FrameStatus>(preRenderError ? 'error' : 'loading');
  const [frameError, setFrameError] = useState<string | null>(null);
  const [charts, setCharts] = useState<ChartStatus | null>(null);
  // The charts were tried, repaired, and still not drawn: the advisor is told, not kept waiting.
  const [chartsFailed, setChartsFailed] = useState(false);
  const bodyLength = useRef<number | null>(null);
  const chartAttempts = useRef(0);
  const autoFixSent = useRef(false);
  const manualFixPending = useRef(false);
  const timers = useRef<number[]>([]);
  const onManualFixDoneRef = useRef(onManualFixDone);
  useEffect(() => {
    onManualFixDoneRef.current = onManualFixDone;
  }, [onManualFixDone]);

  const send = useCallback((message: Omit<TViewerMessage, 'source'>): boolean => {
    const target = iframeRef.current?.contentWindow;
    if (!target) return false;
    // The frame's origin is opaque, so '*' is the only target origin that reaches it; the message carries no secret.
    target.postMessage({ source: 'pitchcraft-viewer', ...message }, '*');
    return true;
  }, []);

  // A fresh frame (first render, reload, new URL or HTML) starts over.
  useEffect(() => {
    clearTimers(timers);
    bodyLength.current = null;
    chartAttempts.current = 0;
    autoFixSent.current = false;
    manualFixPending.current = false;
    setCharts(null);
    setChartsFailed(false);
    setFrameError(null);
    setStatus(preRenderError ? 'error' : 'loading');
    if (!preRenderError) {
      later(
        timers,
        () => {
          setFrameError((current) => current ?? FRAME_LOAD_FAILED_MESSAGE);
          setStatus((current) => (current === 'loading' ? 'error' : current));
        },
        LOAD_TIMEOUT_MS,
      );
    }
    return () => clearTimers(timers);
  }, [frameKey, preRenderError, src]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = iframeRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || !isRuntimeMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        bodyLength.current = Number(message.bodyLength) || 0;
        if (viewerErrorForBodyLength(bodyLength.current) === null) {
          setFrameError(null);
          setStatus('loaded');
        }
      } else if (message.type === 'charts') {
        const next = {
          chartScripts: Number(message.chartScripts) || 0,
          chartLoaded: Boolean(message.chartLoaded),
          charts: Number(message.charts) || 0,
        };
        setCharts(next);
        // Chart code on the page but nothing drawn: Chart.js missing, or drawn into no chart at all.
        if (next.chartScripts > 0 && (!next.chartLoaded || next.charts === 0)) {
          chartAttempts.current += 1;
          if (chartAttempts.current >= CHART_FIX_AFTER_ATTEMPTS && !autoFixSent.current) {
            autoFixSent.current = true;
            send({ type: 'fix-charts' });
          }
          if (chartAttempts.current >= CHART_GIVE_UP_AFTER_ATTEMPTS) setChartsFailed(true);
        } else {
          setChartsFailed(false);
        }
      } else if (message.type === 'charts-fixed') {
        const count = Number(message.count) || 0;
        setCharts((current) => ({
          chartScripts: current?.chartScripts ?? count,
          chartLoaded: count > 0 || Boolean(current?.chartLoaded),
          charts: count,
        }));
        // A repair that drew nothing is a failure, whoever asked for it.
        setChartsFailed(count === 0);
        if (manualFixPending.current) {
          manualFixPending.current = false;
          onManualFixDoneRef.current(count);
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  /** The frame's load event: 1.5 s later its body must hold at least 50 characters. */
  const onFrameLoad = useCallback(() => {
    clearTimers(timers);
    const check = (graceLeft: boolean) => {
      if (bodyLength.current === null) {
        // The runtime reports again 1.5 s after load; only a frame that never reports has failed.
        if (graceLeft) later(timers, () => check(false), EMPTY_CHECK_DELAY_MS);
        else {
          setFrameError(FRAME_LOAD_FAILED_MESSAGE);
          setStatus('error');
        }
        return;
      }
      const problem = viewerErrorForBodyLength(bodyLength.current);
      setFrameError(problem);
      setStatus(problem ? 'error' : 'loaded');
    };
    later(timers, () => check(true), EMPTY_CHECK_DELAY_MS);
  }, []);

  const reload = useCallback(() => setFrameKey((key) => key + 1), []);

  const fixCharts = useCallback(() => {
    manualFixPending.current = true;
    return send({ type: 'fix-charts' });
  }, [send]);

  const chartsLoading =
    !chartsFailed &&
    status === 'loaded' &&
    charts !== null &&
    charts.chartScripts > 0 &&
    (!charts.chartLoaded || charts.charts === 0);

  return {
    iframeRef,
    frameKey,
    status,
    error: preRenderError ?? frameError,
    charts,
    chartsLoading,
    /** The charts could not be drawn, even after a repair. */
    chartsFailed: chartsFailed && status === 'loaded',
    /** What the frame last reported, for Debug Content. */
    debugState: () => ({
      bodyLength: bodyLength.current,
      chartAttempts: chartAttempts.current,
      autoFixSent: autoFixSent.current,
    }),
    onFrameLoad,
    reload,
    fixCharts,
    send,
  };
}
