import { SolverError } from './errors';
import { rewriteSympyCall } from './parse/sympy-calls';
import { rewriteSequenceQuestion } from './parse/sequenceQuestion';
import { rewriteFunctionQuestion } from './parse/functionQuestion';
import { rewriteNamedExpression } from './parse/namedExpression';
import { pick, text, type Text } from './i18n';
import { foldMathLetters, normalize } from './parse/normalize';
import { writeMarkedLetters } from './parse/marks';
import { dropFraming } from './parse/framing';
import { matrixLines } from './parse/matrixLines';
import { writeLetterPoint } from './parse/letterPoint';
import { pickChoice, readChoices, type Choice } from './parse/choices';
import { readRounding, roundAnswer } from './parse/rounding';
import { rootTimesI } from './parse/rootTimesI';
import { readGivenRoot, withoutGivenRoot } from './parse/givenRoot';
import { DECIMAL_LOG_NOTE, decimalLog, NATURAL_LOG_NOTE } from './parse/decimalLog';
import { REGISTRY } from './strategies';
import { answerInParts, withNoteSaid } from './answerParts';
import { readTask, type Reading } from './read';
import { taskText } from './task/text';
import { isBiologyTask, isChemistryTask, isCsTask, isPhysicsTask, type Task } from './task/task';
import { withFrenchDecimals } from './format/frenchDecimals';
import { asRootCount } from './format/rootCountAnswer';
import { asValueAfterSolving } from './format/valueAfterSolving';
import { describe } from './task/describe';
import { pretty } from './format/prose';
import { withUnits } from './format/answerUnits';
import { withReadableMatrix } from './format/matrixValue';
import { asInverseFunction } from './format/inverseAnswer';
import { asMonotonicity } from './format/monotonicAnswer';
import { onlyAsked } from './format/askedAnswer';
import { answerIsDefined, verifyTask } from './verify/task';
import { withCheck } from './verify/attach';
import { numbersNotRead } from './verify/numbersRead';
import { statementLanguage } from './read/statementLanguage';
import { ce } from './cas/engine';
import type { Outcome, ProblemInput, SolveContext, StepDraft, TableDraft } from './strategy';
import { tableLatex } from './format/step-table';
import type { Locale, Solution, SolveErrorCode, SolveOptions, Step, StepTable } from './types';

/** Inputs longer than this are refused before any work (a student problem is far shorter). */
export const MAX_INPUT_LENGTH = 2000;
const DEFAULT_TIME_LIMIT_MS = 4000;

const MESSAGES: Record<'empty' | 'too_long' | 'unsupported' | 'noMethod' | 'timeout' | 'internal', Text> = {
  noMethod: text(
    'We read your problem (see above), but no method here solves it yet.',
    "Nous avons lu votre problème (voir ci-dessus), mais aucune méthode ne permet encore de le résoudre ici.",
  ),
  empty: text('Type a problem to solve.', 'Saisissez un problème à résoudre.'),
  too_long: text(
    `This problem is too long (more than ${MAX_INPUT_LENGTH} characters).`,
    `Ce problème est trop long (plus de ${MAX_INPUT_LENGTH} caractères).`,
  ),
  unsupported: text(
    'Sorry, this kind of problem is not supported yet.',
    "Désolé, ce type de problème n'est pas encore pris en charge.",
  ),
  timeout: text('This problem took too long to solve.', 'La résolution de ce problème a pris trop de temps.'),
  internal: text(
    'Sorry, the solver could not handle this problem (an internal error occurred).',
    "Désolé, le solveur n'a pas pu traiter ce problème (une erreur interne s'est produite).",
  ),
};

/**
 * Solves one problem: normalise the input, try each strategy of the registry in order, and put
 * the first outcome into the requested language. Never throws: every failure is a Solution with
 * `error` set.
 */
export function solve(input: string, opts: SolveOptions = {}): Solution {
  return inOwnScope(() => solveInput(input, opts));
}

/**
 * The CAS declares the symbols it meets (u(x, t) = … makes u a function); one problem's
 * declarations must not change how the next problem, in the same worker, is read.
 */
function inOwnScope<T>(work: () => T): T {
  ce.pushScope();
  try {
    return work();
  } finally {
    ce.popScope();
  }
}

function solveInput(input: string, opts: SolveOptions): Solution {
  const locale: Locale = opts.locale === 'fr' ? 'fr' : 'en';
  if (input.length > MAX_INPUT_LENGTH) return failedSolution('too_long', MESSAGES.too_long, locale);
  // "Find f'(x) and f''(x)", "(a) … (b) …", "Given that a > 0, …": each plain question answered on its own
  return answerInParts(input, locale, (question) => solveQuestion(question, opts, locale), (message) => failedSolution('unsupported', message, locale));
}

function solveQuestion(input: string, opts: SolveOptions, locale: Locale): Solution {
  // "… A) 3 B) 4 C) 5 D) 1": the question answered alone, then its answer found among the choices
  const offered = readChoices(input);
  if (offered && offered.question !== '') return withChoice(solveInput(offered.question, opts), offered.choices, locale);
  // "given that 1 + 2i is a root of …, find the other roots": the whole equation solved, the given root set aside
  const given = readGivenRoot(input);
  if (given) return withoutGivenRoot(solveInput(given.question, opts), given, locale, (message) => failedSolution('unsupported', message, locale));
  // "…, round to the nearest tenth", « puis arrondir à 10⁻² près »: when no reader took the rounding
  // itself, the question is answered exactly and its values rounded as asked
  const rounding = readRounding(input);
  if (rounding && rounding.question !== '') {
    const whole = readAndAnswer(input, opts, locale);
    return whole.answer ? whole : withRounding(solveInput(rounding.question, opts), rounding.places, locale, rounding.only === true);
  }
  return readAndAnswer(input, opts, locale);
}

function readAndAnswer(input: string, opts: SolveOptions, locale: Locale): Solution {
  // in French, log is the decimal logarithm: read as log₁₀, and said so with the interpretation;
  // elsewhere a bare log is the natural one, which is said too, as school books differ on it
  const decimal = decimalLog(input);
  if (decimal === null) return readAndAnswerAsWritten(input, opts, locale);
  if (locale !== 'fr') return withNote(readAndAnswerAsWritten(input, opts, locale), NATURAL_LOG_NOTE, locale);
  return withNote(readAndAnswerAsWritten(decimal, opts, locale), DECIMAL_LOG_NOTE, locale);
}

/** The interpretation with a note on how a notation was read. */
function withNote(solution: Solution, note: Text, locale: Locale): Solution {
  return withNoteSaid(solution, pick(note, locale));
}

function readAndAnswerAsWritten(input: string, opts: SolveOptions, locale: Locale): Solution {
  // greetings, pleas, the question's number and marks ask nothing: gone before any reader looks
  // a matrix typed row by row is read before the framing is dropped, which joins the lines
  const typed = normalize(rootTimesI(writeMarkedLetters(writeLetterPoint(dropFraming(foldMathLetters(matrixLines(input)))))));
  // limit(f, x, 0), summation(f, (k, 1, n)), Matrix(…).det(), "Soit u_n = …. Déterminer la limite
  // de (u_n).": read as the request they stand for
  const named = rewriteNamedExpression(typed.text);
  if (named instanceof SolverError) return failedSolution(named.code, named.text, locale);
  const call = rewriteSympyCall(typed.text) ?? rewriteSequenceQuestion(typed.text) ?? rewriteFunctionQuestion(typed.text) ?? named;
  const problem = call ? normalize(call) : typed;
  if (problem.text.trim() === '') return failedSolution('empty', MESSAGES.empty, locale);
  if (opts.subject) problem.subject = opts.subject;
  // numbers read in the statement's own language: a French statement typed in the English interface keeps its decimal commas
  problem.locale = statementLanguage(problem.raw) ?? locale;

  // Read once: the task decides which methods may answer, and what their answer is checked against.
  let reading: Reading;
  try {
    reading = readTask(problem);
  } catch (e) {
    if (!(e instanceof SolverError)) throw e;
    reading = { task: null, refusal: e };
  }
  if (reading.refusal) return failedSolution(reading.refusal.code, reading.refusal.text, locale);
  const checked = withCheck(answer(problem, reading.task, locale, opts), reading.task);
  const asked = reading.task?.kind === 'solve' && reading.task.asked ? onlyAsked(checked, reading.task.asked, locale) : checked;
  // a line asked ('the line through (1, 2) and (3, 8)') is stated as its equation, y = 3x − 1
  const solved = reading.task?.kind === 'transform' && (reading.task.line || reading.task.through) ? asLineEquation(checked)
    : reading.task?.kind !== 'solve' ? checked
    : reading.task.units ? withUnits(asked, reading.task.units, locale)
      : reading.task.asked ? asked
      : reading.task.inverse ? asInverseFunction(checked, reading.task.inverse.name)
        : reading.task.thenCompute ? asValueAfterSolving(checked, reading.task.thenCompute, reading.task.unknowns[0], locale, (m) => failedSolution('unsupported', m, locale))
        : reading.task.howMany ? asRootCount(checked, reading.task.domain.kind === 'complex', locale, (m) => failedSolution('unsupported', m, locale))
        : reading.task.monotonic ? asMonotonicity(checked, reading.task.monotonic, reading.task.unknowns[0], locale, (m) => failedSolution('unsupported', m, locale)) : checked;
  // an interest or an amount of money is also given to the cent
  const money = reading.task?.kind === 'evaluate' && (reading.task.quantity === 'interest' || reading.task.quantity === 'amount');
  const given = money && solved.answer && !/^-?\d+(?:\.\d{1,2})?$/.test(solved.answer.value) ? toTheCent(solved, locale) : solved;
  const read = withNumbersRead(given, input, reading.task, problem.locale, locale);
  return locale === 'fr' && reading.task && isSubjectTask(reading.task) ? withFrenchDecimals(read) : read;
}

const asLineEquation = (solution: Solution): Solution => (solution.answer && solution.finalAnswer && !/^y\s*=/.test(solution.finalAnswer) ? { ...solution, finalAnswer: `y = ${solution.finalAnswer}` } : solution);

const isSubjectTask = (task: Task): boolean => isPhysicsTask(task) || isChemistryTask(task) || isBiologyTask(task) || isCsTask(task);

/**
 * A verified answer to a task that lost a number of the statement checks a misreading, not the
 * question: the mark is withheld, and the numbers not read are named with the interpretation.
 */
function withNumbersRead(solution: Solution, statement: string, task: Task | null, numbersLocale: Locale, locale: Locale): Solution {
  if (!solution.verified || !task) return solution;
  const lost = numbersNotRead(statement, task, numbersLocale);
  if (lost.length === 0) return solution;
  const list = lost.join(', ');
  const note = lost.length === 1
    ? text(`not verified: ${list} in the question is not in the problem as read, check the reading`, `non vérifié : ${list} de l'énoncé ne figure pas dans le problème tel que lu, vérifiez la lecture`)
    : text(`not verified: ${list} in the question are not in the problem as read, check the reading`, `non vérifié : ${list} de l'énoncé ne figurent pas dans le problème tel que lu, vérifiez la lecture`);
  const unmarked = { ...solution, verified: false, verification: undefined, plainText: plainText(solution.steps, solution.finalAnswer, undefined, false, locale) };
  return withNoteSaid(unmarked, pick(note, locale));
}

/** A verified sum of money given to the cent: the rounded value is the answer stated, the exact one stays in the steps. */
function toTheCent(solution: Solution, locale: Locale): Solution {
  if (!solution.answer || !solution.verified) return solution;
  const rounded = roundAnswer(solution.answer, 2, locale);
  if ('refusal' in rounded) return solution;
  const explanation = pick(text(`A sum of money is given to the cent: ${solution.finalAnswer} ${rounded.approx}.`, `Une somme d'argent se donne au centime : ${solution.finalAnswer} ${rounded.approx}.`), locale);
  return {
    ...solution,
    steps: [...solution.steps, { title: pick(text('Round to the cent', 'Arrondir au centime'), locale), explanation }],
    finalAnswer: rounded.approx,
    plainText: `${solution.plainText}\n${explanation}`,
  };
}

/** A verified answer with its values also rounded as asked, or a refusal when it has no numeric value. */
function withRounding(solution: Solution, places: number, locale: Locale, only: boolean): Solution {
  if (!solution.answer || !solution.verified || (solution.answer.kind !== 'solutions' && solution.answer.kind !== 'expr')) return solution;
  const rounded = roundAnswer(solution.answer, places, locale);
  if ('refusal' in rounded) return failedSolution('unsupported', rounded.refusal, locale);
  const explanation = pick(rounded.step, locale);
  // "Round 3.14159 to 2 decimal places": the rounded value is the answer asked
  if (only && solution.answer.kind === 'expr' && rounded.values.length === 1) {
    const [value] = rounded.values;
    const shown = rounded.approx.replace(/^≈\s*/, '');
    const said = pick(text(`, rounded to ${places} decimal place${places === 1 ? '' : 's'}`, `, arrondi à ${places} décimale${places > 1 ? 's' : ''}`), locale);
    return {
      ...solution,
      ...(solution.interpretation ? { interpretation: { text: `${solution.interpretation.text}${said}`, latex: solution.interpretation.latex } } : {}),
      steps: [...solution.steps, { title: pick(text('Round', 'Arrondir'), locale), explanation }],
      answer: { kind: 'expr', value, latex: shown.replace(',', '{,}'), words: shown },
      finalAnswer: shown,
      plainText: `${solution.plainText}\n${explanation}`,
    };
  }
  return {
    ...solution,
    steps: [...solution.steps, { title: pick(text('Round', 'Arrondir'), locale), explanation }],
    finalAnswer: `${solution.finalAnswer} (${rounded.approx})`,
    plainText: `${solution.plainText}\n${explanation}`,
  };
}

/** A verified answer matched to the choices offered: the letter said, or a refusal when no choice is the answer. */
function withChoice(solution: Solution, choices: Choice[], locale: Locale): Solution {
  if (!solution.answer || !solution.verified) return solution;
  const picked = pickChoice(solution.answer, choices);
  if ('refusal' in picked) return failedSolution('unsupported', picked.refusal, locale);
  const title = pick(text('Find the choice', 'Retrouver le choix'), locale);
  const explanation = pick(picked.step, locale);
  const finalAnswer = `${solution.finalAnswer} (${picked.label})`;
  return {
    ...solution,
    steps: [...solution.steps, { title, explanation }],
    finalAnswer,
    plainText: `${solution.plainText}\n${explanation}`,
  };
}

/**
 * Solves a task read elsewhere (a language model's translation of a word problem): the methods of
 * its kind answer it from its canonical text, and the verifier checks the answer against it.
 */
export function solveTask(task: Task, opts: SolveOptions = {}): Solution {
  const locale: Locale = opts.locale === 'fr' ? 'fr' : 'en';
  return inOwnScope(() => withCheck(answer(normalize(taskText(task)), task, locale, opts), task));
}

function answer(problem: ProblemInput, task: Task | null, locale: Locale, opts: SolveOptions, deadline = Date.now() + (opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS)): Solution {
  const ctx: SolveContext = {
    locale,
    checkTime() {
      if (Date.now() > deadline) throw new SolverError('timeout', MESSAGES.timeout);
    },
  };
  if (task) problem.task = task;
  const interpretation = task ? describe(task, locale) : undefined;
  const candidates = task ? REGISTRY.filter((r) => r.kinds?.includes(task.kind)) : REGISTRY;

  let firstRefusal: SolverError | null = null;
  let internal = false;
  // An answer the task's verifier rejects hints that its method read the problem its own way: the
  // next method of the same kind gets a chance, and the first answer is shown (unverified) only
  // when none verifies.
  let unverified: Solution | null = null;
  const canonical = task ? normalize(taskText(task)) : null;
  const retryCanonical = canonical !== null && canonical.text !== problem.text;
  for (const { strategy } of candidates) {
    try {
      ctx.checkTime();
      const solved = strategy.solve(problem, ctx);
      const outcome = solved && withReadableMatrix(solved);
      // A CAS error term (an operator the engine could not apply) or a failed floating-point
      // computation (NaN, Infinity printed by a number) is no answer to show.
      if (outcome?.answer && /\berror(?:code)?\(|\bNaN\b|\bInfinity\b/.test(outcome.answer.value)) continue;
      if (outcome) {
        // The method's own checks can only withhold the mark; the task's verifier must grant it.
        // (A text answer — digits in a base, a word such as "neither" — is no formula to evaluate.)
        const answer = outcome.answer;
        const verified = outcome.verified && answer !== null && (answer.kind === 'text' || answerIsDefined(answer.value)) && (task ? verifyTask(task, answer) : answer.kind === 'bool' || answersYesNoAmong(answer) || (answer.kind === 'text' && (OFFERS_CHOICE.test(problem.text) || OFFERS_TWO.test(problem.text))) || !ASKS_YES_NO.test(problem.text));
        const solution = withInterpretation(localise({ ...outcome, verified }, locale), interpretation);
        if (verified || !task) return solution;
        unverified ??= solution;
      }
    } catch (e) {
      if (e instanceof SolverError) {
        // "Not supported" by one strategy leaves the later, more general ones a chance.
        if (e.code === 'unsupported') {
          firstRefusal ??= e;
          continue;
        }
        // A later method failing to parse must not hide an earlier method's specific refusal; nor
        // a method misreading the student's words the task's canonical text (below).
        if (e.code === 'parse' && (firstRefusal || retryCanonical)) break;
        if (unverified) return unverified;
        return withInterpretation(failedSolution(e.code, e.text, locale), interpretation);
      }
      // A bug in one strategy must not stop the others, nor crash the caller.
      internal = true;
    }
  }
  // An answer that did not verify may come from a method that read the words its own way: the
  // task's canonical text gets its chance, and wins only if its answer verifies.
  if (unverified) {
    if (task && canonical && retryCanonical && !internal) {
      const again = answer(canonical, task, locale, opts, deadline);
      if (again.verified) return again;
    }
    return unverified;
  }
  // Methods that read the words themselves may stumble on a phrasing the reader understood
  // ("the overdetermined system …", "express x and y in terms of z"): they get the task's
  // canonical text once.
  if (task && canonical && retryCanonical && !internal) return answer(canonical, task, locale, opts, deadline);
  if (firstRefusal) return withInterpretation(failedSolution(firstRefusal.code, firstRefusal.text, locale), interpretation);
  if (task && !internal) return withInterpretation(failedSolution('unsupported', MESSAGES.noMethod, locale), interpretation);
  return failedSolution('unsupported', internal ? MESSAGES.internal : MESSAGES.unsupported, locale);
}

/** A yes/no question: without a task to check against, only a yes/no answer may carry the mark. */
const ASKS_YES_NO = /\b(?:true\s+or\s+false|vrai\s+ou\s+faux|yes\s+or\s+no|oui\s+ou\s+non|oui\s*\/\s*non|yes\s*\/\s*no)\b|^\s*(?:is|are|does|do|can|est-ce|est-il|est-elle)\b/i;

/** "Is C diagonalisable? Give its eigenvalues": a list of answers, one of them the yes or no asked. */
const answersYesNoAmong = (answer: { kind: string; value: string }): boolean => answer.kind === 'matrix' && /^\[.*(?<![\p{L}])(?:True|False)(?![\p{L}]).*\]$/u.test(answer.value);

/** "Is it A, B, or C?" lists the answers to choose from: a question of which, answered in words. */
const OFFERS_CHOICE = /\w[^,?]*,\s*[^,?]+?,?\s+(?:or|ou)\s+\w[^,?]*\??\s*$/i;
/** "Is f even or odd?", « est-elle paire ou impaire ? »: two answers offered, one named in words. */
const OFFERS_TWO = /\b[a-z]+\s+(?:or|ou)\s+[a-z]+\s*\??\s*$/i;

function withInterpretation(s: Solution, interpretation: Solution['interpretation']): Solution {
  return interpretation ? { ...s, interpretation } : s;
}

/** A refusal in the solver's one shape: no steps, the message as the text and as the error. */
export function failedSolution(code: SolveErrorCode, message: Text, locale: Locale): Solution {
  const msg = pick(message, locale);
  return {
    method: 'none',
    steps: [],
    finalAnswer: '',
    answer: null,
    verified: false,
    plainText: msg,
    error: { code, message: msg },
    locale,
  };
}

/** The outcome's bilingual drafts put into one language. */
export function localise(o: Outcome, locale: Locale): Solution {
  const steps: Step[] = o.steps.filter((s) => s.only === undefined || s.only === locale).map((s) => ({
    title: pick(s.title, locale),
    explanation: pick(s.explanation, locale),
    ...stepContent(s, locale),
  }));
  // the answer sentence is read by students (history, shared pages): written as maths, not code
  // (2x·cos(x²), √2, π, −∞), whatever ASCII the method built it from
  const finalAnswer = pretty(pick(o.finalAnswer, locale));
  const answer = o.answer
    ? { kind: o.answer.kind, value: o.answer.value, latex: o.answer.latex, words: pick(o.answer.words, locale) }
    : null;
  const verification = o.verification && o.verified ? pick(o.verification, locale) : undefined;
  return {
    method: o.method,
    category: o.category,
    steps,
    finalAnswer,
    answer,
    verified: o.verified,
    ...(verification !== undefined ? { verification } : {}),
    plainText: plainText(steps, finalAnswer, verification, o.verified, locale),
    locale,
  };
}

/** The step's formula and table; a table without a formula of its own is also written as an array formula. */
function stepContent(s: StepDraft, locale: Locale): Pick<Step, 'formula' | 'table'> {
  const table = s.table && localiseTable(s.table, locale);
  const formula = s.formula ?? (table ? tableLatex(table) : undefined);
  return { ...(formula !== undefined ? { formula } : {}), ...(table ? { table } : {}) };
}

function localiseTable(t: TableDraft, locale: Locale): StepTable {
  return {
    header: t.header.map((cell) => (typeof cell === 'string' ? cell : pick(cell, locale))),
    rows: t.rows,
    ...(t.rowHeaders ? { rowHeaders: true } : {}),
  };
}

function plainText(steps: Step[], finalAnswer: string, verification: string | undefined, verified: boolean, locale: Locale): string {
  const lines: string[] = [];
  steps.forEach((s, k) => {
    lines.push(`${k + 1}. ${s.title}: ${s.explanation}`);
    if (s.formula) lines.push(`   ${s.formula}`);
  });
  lines.push(`${locale === 'fr' ? 'Réponse' : 'Answer'}: ${finalAnswer}`);
  if (verified && verification) lines.push(`${locale === 'fr' ? 'Vérifié' : 'Checked'}: ${verification}`);
  return lines.join('\n');
}
