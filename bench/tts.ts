/**
 * Speech benchmark: for a few typical solutions in English and French, the time to build the
 * speech text (formulas read by speech-rule-engine), the time to synthesize and encode the MP3
 * with the local engine, and the clip's size and length. It also measures how long the event
 * loop stalls when synthesis runs in-process compared with the worker thread the server uses.
 *
 *   npm run bench:tts
 *   npm run bench:tts -- --runs 3
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { solve } from '../solver/src/index';
import { createLocalSpeechEngine } from '../server/src/services/tts/engine';
import { readMp3Info } from '../server/src/services/tts/mp3-info';
import { createSpeechPool } from '../server/src/services/tts/speech-pool';
import { solutionToSpeech } from '../server/src/services/tts/speech-text';
import type { SpeechLocale } from '../server/src/services/tts/types';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs));

/** A linear equation, a quadratic, a derivative and an integral: short to long explanations. */
const PROBLEMS = ['2x + 3 = 7', 'x^2 - 5x + 6 = 0', 'derivative of x^3 sin x', 'integrate x e^x'];
const LOCALES: SpeechLocale[] = ['en', 'fr'];

interface Row {
  problem: string;
  locale: SpeechLocale;
  steps: number;
  textMs: number;
  synthMs: number;
  /** CPU time of the in-process synthesis: what it costs on an idle core, whatever else runs. */
  cpuMs: number;
  audioS: number;
  kb: number;
  kbps: number;
}

/** Runs `work` while sampling the event loop; returns its result and the longest stall in ms. */
async function withStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const result = await work();
  histogram.disable();
  return { result, stallMs: Math.round(histogram.max / 1e6) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const engine = await createLocalSpeechEngine();
console.log(`engine: ${engine.name}; ${runs} run(s) per solution, median shown\n`);
const rows: Row[] = [];
const stalls = { inProcess: [] as number[], worker: [] as number[] };
const pool = createSpeechPool();
await pool.engineName(); // starts the thread, so its start-up is not counted below
// What the event loop suffers with nothing to do: on a busy machine the process itself waits for a core.
const idle = await withStall(() => new Promise((resolve) => setTimeout(resolve, 3000)));

for (const problem of PROBLEMS) {
  for (const locale of LOCALES) {
    const solution = solve(problem, { locale });
    const steps = solution.steps.map(({ title, explanation, formula }) => ({ title, explanation, formula }));
    const textTimes: number[] = [];
    const synthTimes: number[] = [];
    const cpuTimes: number[] = [];
    let ssml = '';
    let audio: Buffer = Buffer.alloc(0);
    for (let i = 0; i < runs; i++) {
      let started = performance.now();
      ssml = await solutionToSpeech(steps, solution.finalAnswer, locale, solution.answer?.latex);
      textTimes.push(performance.now() - started);
      started = performance.now();
      const cpu = process.cpuUsage();
      const inProcess = await withStall(() => engine.synthesize(ssml, locale));
      synthTimes.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      stalls.inProcess.push(inProcess.stallMs);
      audio = inProcess.result.audio;
      stalls.worker.push((await withStall(() => pool.synthesize(ssml, locale))).stallMs);
    }
    const info = readMp3Info(audio);
    if (!info) throw new Error(`no MP3 frames for ${problem} (${locale})`);
    rows.push({
      problem,
      locale,
      steps: steps.length,
      textMs: Math.round(median(textTimes)),
      synthMs: Math.round(median(synthTimes)),
      cpuMs: Math.round(median(cpuTimes)),
      audioS: Math.round(info.durationMs / 100) / 10,
      kb: Math.round(audio.length / 102.4) / 10,
      kbps: info.kbps,
    });
  }
}
await pool.close();

console.table(rows);
const realTime = rows.map((r) => r.synthMs / 1000 / r.audioS);
const cpuPerSecond = rows.map((r) => r.cpuMs / r.audioS);
console.log(`synthesis time / audio length: median ${median(realTime).toFixed(2)} (lower is faster than real time)`);
console.log(`CPU per second of speech: median ${Math.round(median(cpuPerSecond))} ms; MP3 per minute of speech: ${Math.round(median(rows.map((r) => (r.kb / r.audioS) * 60)))} KB`);
console.log(
  `longest event-loop stall while synthesizing: in-process ${Math.max(...stalls.inProcess)} ms, worker thread ${Math.max(...stalls.worker)} ms (idle: ${idle.stallMs} ms)`,
);
