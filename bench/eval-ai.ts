// npm run eval:ai — the AI writer evaluated on eleven contrasting clients (the six advice clients
// and five more) through the real pipeline: the vendor stand-in replays each client's recorded
// reply at 80 tokens/s (and its answer to a re-ask of a section that slipped), or, with
// ANTHROPIC_API_KEY set, the live model writes them (ANTHROPIC_MODEL, else the server's default).
// Prints a Markdown table of sections accepted / repaired / replaced, slips caught, silent holes,
// speaker notes, input tokens, page length at 375 px and time to the first section; exits 1 when a
// silent hole shows or fewer than 95% of sections are accepted or repaired.
import { evaluate, type EvalMode } from './eval/run';
import { verdict } from './eval/table';

const apiKey = process.env.ANTHROPIC_API_KEY?.trim();
const mode: EvalMode = apiKey
  ? { kind: 'live', apiKey, model: process.env.ANTHROPIC_MODEL?.trim() }
  : { kind: 'stand-in' };

const results = await evaluate(mode);
const { table, passed, problems } = verdict(
  results,
  mode.kind === 'live' ? 'Input tokens (vendor)' : 'Input tokens (estimate)',
);
console.log(
  mode.kind === 'live'
    ? '## eval:ai — live model'
    : '## eval:ai — recorded replies at 80 tokens/s (vendor stand-in)',
);
console.log('');
console.log(table);
if (problems.length > 0) {
  console.log('');
  for (const problem of problems) console.log(`- ${problem}`);
}
console.log('');
console.log(passed ? 'PASSED' : 'FAILED: silent holes, or under 95% accepted or repaired');
process.exit(passed ? 0 : 1);
