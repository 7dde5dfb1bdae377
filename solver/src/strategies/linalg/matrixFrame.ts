/**
 * The frame around a matrix question as pages and exercise sheets write it, which asks nothing
 * itself: the exercise's number and its points ("3.", « Exercice 1. », "(1 point)"), the verbs of
 * a worked statement (« Nous calculons », « Calcul du déterminant », « On considère », « On pose », "Consider",
 * "Show how to find"), where the matrix stands ("shown below", « suivante », « carrée d'ordre 2 »),
 * the name of the answer ("p(x) =", "Use x as your variable instead of λ") and of the kernel
 * ("Null(B)"). Removed before the question's words are read, so they are neither refused nor
 * mistaken for an operand. Also spaced: a name glued to the word before it (« la matriceA = »).
 */
const FRAME: [RegExp, string | ((m: string, ...groups: string[]) => string)][] = [
  [/^\s*(?:(?:exercises?|exercices?|ex|questions?|q|problems?|probl[èe]mes?)\.?\s*)?\d+[a-z]?\s*[.):]\s*/iu, ' '],
  [/\(\s*\d+(?:[.,]\d+)?\s*(?:points?|pts?|marks?)\s*\)/giu, ' '],
  [/(?<=\p{Ll}{3})([A-Z])(?=\s*=)/gu, ' $1'],
  [/(?<![\p{L}])(?:nous\s+calculons|on\s+consid[èe]re|we\s+consider|consider|(?:show\s+how\s+)?to\s+find|show\s+how\s+to(?=\s+(?:find|compute|calculate))|combien\s+vaut|que\s+vaut|tel(?:le)?\s+que|such\s+that)(?![\p{L}])/giu, ' '],
  [/(?<![\p{L}])calcul\s+(?=(?:du|de\s+la|de\s+l['’]|des)\s)/giu, ' '],
  // the parts' labels after a sentence (« … de C. 1. Déterminez … 2. … », "… A. (a) Find … (b) …"): the questions stay
  [/(?<=(?:^|[.?!:;])\s*)(?:\(?[a-h]\)|\(?[1-9]\)|[1-9]\s*[.)])\s*(?=\p{L})/gu, ' '],
  // the words and spaces of a LaTeX statement between its matrices (A = … \quad \textrm{ et} \quad B = …)
  [/\\(?:text|textrm|mathrm|mbox)\s*\{\s*([^{}]*?)\s*\}/g, ' $1 '],
  [/\\q?quad(?![a-zA-Z])/g, ' '],
  // « J'ai la matrice suivante : », "I have the matrix", « Il s'agit de déterminer … »: the asker's words around the question
  [/(?<![\p{L}])(?:j['’]\s*ai|i\s+have|we\s+have|on\s+a|on\s+donne|we\s+are\s+given|you\s+are\s+given)\s+(?=(?:la|une|the|a|this)\s+matri(?:ce|x)(?![\p{L}]))/giu, ' '],
  [/(?<![\p{L}])il\s+s['’]\s*agit\s+de(?![\p{L}])/giu, ' '],
  // « Soit A la matrice 3 × 3 donnée par A = … », "let A be the matrix given by A = …": the name said twice
  [/(?<![\p{L}])(?:soit|let)\s+([A-Z])\s+(?:be\s+)?(?:la|the)\s+matri(?:ce|x)\s+(?:\d+\s*(?:×|x|\*|\\times|by|par)\s*\d+\s+)?(?:donn[ée]e|d[ée]finie|given|defined)\s+(?:par|by)\s*(?=\1\s*=)/giu, ' '],
  // "Let A be the 2×2 matrix with rows (1, 2) and (3, 4)", « Soit A la matrice de lignes … »: the rows read
  // in its place, the name given to them
  [/(?<![\p{L}])(?:let|soit)\s+([A-Z])\s+(?:be\s+)?(?:the|a|la|une)\s+(?:(?:real|square|r[ée]elle|carr[ée]e)\s+)?(?:\d+\s*(?:×|x|\*|\\times|by)\s*\d+\s+)?matri(?:x|ce)\s+(?:\d+\s*(?:×|x|\*|\\times|by|par)\s*\d+\s+)?(?:(?:with|whose|given\s+by|de|d['’]|à|avec|donn[ée]e\s+par)\s*)?(?=⟦\d+⟧)/giu, ' $1 = '],
  // « On pose A = … », « On note … », "We set A = …": the matrix named, like « Soit »
  [/(?<![\p{L}])(?:on\s+pose|on\s+note|posons|notons|we\s+set|let\s+us\s+set)(?![\p{L}])/giu, ' '],
  // « Calculer A², A³. En déduire Aⁿ », "compute A², then deduce Aⁿ": the first powers lead to the
  // general one asked after them, which answers (its method shows the products it needs)
  [
    /(?<![\p{L}])(?:compute|calculate|find|calculer|calculez|d[ée]terminer)\s+([A-Z]|⟦\d+⟧)\s*\^\s*\(?\{?\d+\}?\)?(?:\s*(?:,|and|et|puis)\s*\1\s*\^\s*\(?\{?\d+\}?\)?)*\s*[,.;]?\s*(?:(?:and|then|et|puis)\s*,?\s*)?(?:hence|deduce|then\s+find|en\s+d[ée]duire|d[ée]duire|d[ée]duisez)(?![\p{L}])(?=.*?\1\s*\^\s*\(?\{?[nk](?![\p{L}\d]))/giu,
    ' ',
  ],
  // "A = … is diagonalizable; compute Aⁿ", « sachant que A est diagonalisable, calculer Aⁿ »: a fact given
  // before a power asked, which its method shows (never a claim to prove, never a question)
  [
    /(?<![\p{L}])(?<!(?:show|prove|check|verify|montrer|d[ée]montrer|v[ée]rifier)\s+(?:that|que|qu['’])\s*(?:\S+\s*=\s*)?)(?:(?:[Ss]achant|[Gg]iven|[Kk]nowing|[Ss]ince|[Aa]s|[Cc]omme|[Pp]uisque|[Ss]uppos(?:e|ing)|[Aa]ssum(?:e|ing)|[Oo]n\s+(?:admet|suppose))\s+(?:that\s+|que\s+|qu['’]\s*)?(?:(?:the\s+)?matrix\s+|la\s+matrice\s+)?)?([A-Z](?:\s*=\s*⟦\d+⟧)?|⟦\d+⟧)\s+(?:is|est)\s+diagonali[sz]able(?:\s+(?:over|in|sur|dans)\s+(?:ℝ|R|\\mathbb\s*\{?R\}?))?\s*[;,.]\s*(?=.*\^\s*\(?\{?\s*[nk](?![\p{L}\d]))/gu,
    // the matrix written there stays; a name alone was said before ("Soit A = …. Sachant que A est …")
    (_m: string, who: string) => (who.includes('⟦') ? ` ${who} ` : ' '),
  ],
  // « En déduire l'expression de Aⁿ », "find an expression for Aⁿ": the power itself is asked
  [/(?<![\p{L}])(?:en\s+d[ée]duire|d[ée]duisez|d[ée]duire)(?![\p{L}])/giu, ' '],
  [/(?<![\p{L}])(?:l['’]\s*expression|une\s+expression|the\s+expression|an?\s+(?:explicit\s+)?(?:expression|formula)|(?:an?|the)\s+(?:general\s+)?closed[- ]form(?:\s+(?:expression|formula))?|une\s+forme\s+(?:explicite|close))\s+(?:de|of|for|pour)\s+(?=[A-Z]\s*\^|⟦\d+⟧\s*\^)/gu, ' '],
  [/(?<![\p{L}])(?:(?:shown|given|written)\s+(?:below|above|here)|ci-(?:dessous|dessus)|suivante?s?)(?![\p{L}])/giu, ' '],
  [/(?<![\p{L}])(?:carr[ée]e\s+)?d['’]\s*ordre\s+\d+|(?:square\s+)?(?:matrix\s+)?of\s+order\s+\d+(?=\s)/giu, ' '],
  // the pivot columns are where a basis of the column space is read: shown in its steps
  [/(?<![\p{L}])(?:and\s+)?(?:show|indicate|say)\s+which\s+columns\s+are\s+(?:the\s+)?pivot\s+columns\s*\.?/giu, ' '],
  [/(?<![\p{L}])use\s+(?:[a-zλ]|lambda|\\lambda)\s+as\s+(?:your|the)\s+variable(?:\s+instead\s+of\s*(?:[a-zλ]|lambda|\\lambda)?)?\s*\.?/giu, ' '],
  [/(?<![\p{L}])[pP]\s*\(\s*(?:x|t|λ|lambda|\\lambda)\s*\)\s*=\s*(?=⟦|$|\s*[.;]?\s*$)/gu, ' '],
];

/** "the nullspace of B, Null(B), where …": the kernel's name beside its words. */
const KERNEL_NAME = /,?\s*(?<![\p{L}])(?:null|nul|n)\s*\(\s*(?:⟦\d+⟧|[A-Z])\s*\)\s*,?/giu;
const KERNEL_WORDS = /null\s*space|kernel|noyau/iu;

/**
 * "a basis and the dimension of the kernel": each asked of the space named once; « une base et la
 * dimension du noyau et de l'image »: both asked of each of the two spaces named.
 */
const BASIS_AND_DIMENSION =
  /(?<![\p{L}])(basis|base|dimension)\s+(?:and|et)\s+(?:the\s+|la\s+|une\s+|a\s+)?(basis|base|dimension)\s+(for|of|du|de)\s+((?:the\s+|its\s+|l['’]\s*|la\s+|le\s+|son\s+)?(?:kernel|null\s*space|noyau|column\s+space|image|range))(?:\s+(?:and|et)\s+(for|of|du|de)\s+((?:the\s+|its\s+|l['’]\s*|la\s+|le\s+|son\s+)?(?:kernel|null\s*space|noyau|column\s+space|image|range)))?/giu;

export function stripFrame(s: string): string {
  let out = s;
  for (const [re, rep] of FRAME) out = typeof rep === 'string' ? out.replace(re, rep) : out.replace(re, rep);
  if (KERNEL_WORDS.test(out)) out = out.replace(KERNEL_NAME, ' ');
  // "for the nullspace" said as "of the nullspace", the words the questions are read by
  const both = (_m: string, a: string, b: string, prep: string, space: string, prep2?: string, space2?: string): string => {
    const one = (pr: string, sp: string): string => {
      const p = /^(?:for|of)$/i.test(pr) ? 'of' : pr;
      return `${a} ${p} ${sp} and ${b} ${p} ${sp}`;
    };
    return prep2 && space2 ? `${one(prep, space)} and ${one(prep2, space2)}` : one(prep, space);
  };
  return out.replace(BASIS_AND_DIMENSION, both).replace(/\s+/g, ' ').trim();
}
