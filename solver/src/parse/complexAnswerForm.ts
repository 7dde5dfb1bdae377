/**
 * How a complex result is to be written, said after the question — "express z in the form a + ib",
 * « On donnera la ou les solutions sous forme algébrique », « on mettra la solution sous la forme a + bi »:
 * the algebraic form is how every complex solution is given, so the sentence asks nothing more.
 */
const PATTERN = String.raw`(?:z\s*=\s*)?(?:a\s*\+\s*(?:b\s*\*?\s*[ij]|[ij]\s*\*?\s*b)|x\s*\+\s*(?:[ij]\s*\*?\s*y|y\s*\*?\s*[ij]))`;
const FORM = String.raw`(?:(?:algebraic|standard|rectangular|cartesian)\s+form\b|forme?(?:\s+(?:alg[ée]brique|algebraic|standard|rectangular|cart[ée]sienne|cartesian)\b)?)`;
const WHO = String.raw`(?:(?:and\s+)?(?:express|write|give|put|leave|state)\s+(?:z|w|it|them|(?:the|your)\s+(?:solutions?|answers?|roots?|results?))|(?:on\s+)?(?:donnera|mettra|[ée]crira|exprimera|donner|mettre|[ée]crire)\s+(?:la\s+ou\s+les\s+solutions?|les\s+solutions|la\s+solution|le\s+r[ée]sultat|z))`;
const REAL_AB = String.raw`(?:,?\s*(?:where|with|o[uù])\s+a\s*(?:,|and|et)\s*b\s+(?:are\s+real(?:\s+numbers)?|r[ée]els|∈\s*ℝ))?`;

export const COMPLEX_ANSWER_FORM = new RegExp(String.raw`\s*[,.;]?\s*${WHO}\s+(?:in|as|sous)\s+(?:the\s+|la\s+)?${FORM}(?:\s*${PATTERN})?${REAL_AB}\s*[.]?`, 'gi');

/**
 * The unknown written with its parts, "z = x + iy" (« on pose z = x + iy avec x, y réels »): how the
 * equation is worked, not a second equation.
 */
export const ALGEBRAIC_UNKNOWN = new RegExp(
  String.raw`\s*[,;.]?\s*(?:(?:let|with|where|writing|on\s+pose|posons|avec|o[uù])\s+)?z\s*=\s*x\s*\+\s*(?:i\s*\*?\s*y|y\s*\*?\s*i)(?:\s*,?\s*(?:(?:with|where|avec|o[uù])\s+)?x\s*(?:,|and|et)\s*y\s*(?:(?:are\s+)?real(?:\s+numbers)?|r[ée]els|(?:∈|in)\s*(?:ℝ|R)))?\s*[,;.]?`,
  'gi',
);

/** A form the answer may be left in, "(Answers may be left in trigonometric form)": a permission, which asks nothing. */
export const FORM_ALLOWED = /\s*\(?\s*(?:(?:the|your)\s+)?(?:answers?|solutions?|roots?|results?)\s+(?:may|can|could)\s+be\s+(?:left|given|written|expressed)\s+in\s+(?:(?:trigonometric|polar|exponential|algebraic|rectangular|cis|standard)\s+)?form\s*\)?\s*\.?/gi;
