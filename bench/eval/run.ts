// One evaluation run over the real product: a server on a fresh database, an advisor signed up over
// HTTP, and for each evaluation client a generation started with the AI writer through the typed
// client and followed over its event stream, as the wizard does — against the vendor stand-in
// replaying the recorded replies at 80 tokens/s, or against the live model. Each presentation is
// scored from what was stored, and measured at 375 px in Chromium.
import { performance } from 'node:perf_hooks';

import { startFakeAnthropic, type FakeAnthropic } from '@pitchcraft/api/testing';
import { EVAL_CLIENTS, type TEvalClient } from '@pitchcraft/core/testing';

import { freshDatabase, startServer, subscribedOverHttp } from '../lib';
import { openPhoneMeter } from './page-length';
import { notesOf, recordedReply, replyResponder, type ReplyLog } from './replies';
import { scorePresentation, type Score } from './score';
import { storedGeneration } from './stored';
import { estimatePromptTokens } from './tokens';

export interface ClientResult {
  client: TEvalClient;
  detail: string;
  score: Score;
  reasked: string[];
  /** The prompt's estimate (stand-in), or the vendor's input_tokens (live). */
  inputTokens: number | null;
  screens: number;
  firstSectionMs: number | null;
  totalMs: number;
  failed: string | null;
}

export type EvalMode = { kind: 'stand-in' } | { kind: 'live'; apiKey: string; model?: string };

/** Follows a generation's event stream to its end; the time of its first section event. */
async function follow(url: string, cookie: string, id: string, started: number) {
  const response = await fetch(
    `${url}/trpc/generation.events?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    { headers: { cookie, accept: 'text/event-stream' } },
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstSectionMs: number | null = null;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return firstSectionMs;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, cut)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        buffer = buffer.slice(cut + 2);
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { type?: string };
        if (event.type === 'section' && firstSectionMs === null)
          firstSectionMs = performance.now() - started;
        if (event.type === 'done' || event.type === 'error') return firstSectionMs;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export async function evaluate(
  mode: EvalMode,
  clients: readonly TEvalClient[] = Object.keys(EVAL_CLIENTS) as TEvalClient[],
): Promise<ClientResult[]> {
  const vendor: FakeAnthropic | null = mode.kind === 'stand-in' ? await startFakeAnthropic() : null;
  const database = await freshDatabase();
  const server = await startServer(
    database,
    vendor
      ? { ANTHROPIC_BASE_URL: vendor.url }
      : { ANTHROPIC_API_KEY: mode.kind === 'live' ? mode.apiKey : '', ...modelEnv(mode) },
  );
  const meter = await openPhoneMeter();
  const results: ClientResult[] = [];
  try {
    const advisor = await subscribedOverHttp(server);
    for (const key of clients) {
      const log: ReplyLog = { reasked: [] };
      const firstRequest = vendor?.requests.length ?? 0;
      if (vendor) vendor.respond = replyResponder(key, true, log);
      const started = performance.now();
      const { id } = await advisor.trpc.generation.start.mutate({
        ...EVAL_CLIENTS[key],
        // The stand-in takes any key; live, the server's key writes it.
        ...(vendor ? { apiKey: 'sk-ant-eval-stand-in' } : {}),
      });
      const firstSectionMs = await follow(server.url, advisor.cookie, id, started);
      const totalMs = performance.now() - started;
      const stored = await storedGeneration(database.db, id);
      const prompt = vendor?.requests[firstRequest]?.body;
      const score = scorePresentation(
        stored.sections,
        stored.html,
        vendor ? notesOf(recordedReply(key)) : [],
      );
      results.push({
        client: key,
        detail: EVAL_CLIENTS[key].client.detailLevel,
        score,
        reasked: log.reasked,
        inputTokens: prompt
          ? estimatePromptTokens(prompt.system ?? '', prompt.messages[0]?.content ?? '')
          : stored.inputTokens,
        screens:
          stored.status === 'succeeded'
            ? await meter.screens(`${server.url}/content/generations/${id}`, advisor.cookie)
            : NaN,
        firstSectionMs,
        totalMs,
        failed: stored.status === 'succeeded' ? null : (stored.error ?? stored.status),
      });
      console.error(`${key}: ${stored.status} in ${Math.round(totalMs / 100) / 10} s`);
    }
  } finally {
    await meter.close();
    await server.app.close();
    await database.dispose();
    await vendor?.close();
  }
  return results;
}

function modelEnv(mode: EvalMode): Record<string, string> {
  return mode.kind === 'live' && mode.model ? { ANTHROPIC_MODEL: mode.model } : {};
}
