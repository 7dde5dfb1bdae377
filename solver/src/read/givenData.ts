/**
 * The textbook layout where the question names its data and lists them after it: "Find the
 * directional derivative of f at the given point in the direction indicated by the angle θ.
 * f(x, y) = y cos(xy), (0, 1), θ = π/4", "… at P in the direction of v. f(x, y) = 1 + 2x√y,
 * P(3, 4), v = <4, −3>". The data are put back where the question names them; the text is
 * returned unchanged unless every item after the function is a point, a vector or an angle.
 */
export function placeGivenData(t: string): string {
  const m = /^(.*[.:;?])\s+([A-Za-z]\s*(?:\(\s*[a-z](?:\s*[,;]\s*[a-z]){0,3}\s*\))?\s*=.*)$/s.exec(t);
  if (!m) return t;
  const pieces = topLevelPieces(m[2].replace(/\s*\.\s*$/, ''));
  if (pieces.length < 2) return t;
  const [definition, ...data] = pieces;
  let point: string | undefined;
  let direction: string | undefined;
  for (const piece of data) {
    const p = piece.trim();
    const pt = /^(?:[A-Z]\s*=?\s*)?(\(\s*[-+\d./\s]+(?:,\s*[-+\d./\s]+){1,3}\))$/.exec(p);
    const vec = /^[a-z]\s*=\s*([(<⟨[].*[)>⟩\]]|(?:[-+]?\s*[\d./]*\s*\*?\s*[ijk](?![A-Za-z(])\s*){2,3})$/.exec(p);
    const angle = /^(?:θ|theta|α|alpha)\s*=\s*(.+)$/i.exec(p);
    if (pt && !point) point = pt[1];
    else if (vec && !direction) direction = `of ${vec[1]}`;
    else if (angle && !direction) direction = `given by the angle θ = ${angle[1]}`;
    else return t;
  }
  const ask = m[1]
    .replace(/\s*\b(?:at|au)\s+(?:the\s+given\s+point|(?:the\s+)?point\s+[A-Z]|point\s+donn[ée]|(?:le\s+)?point\s+[A-Z]|[A-Z])\b(?!\s*[=(])/g, '')
    .replace(/\s*\b(?:in\s+the\s+direction\s+(?:of\s+(?:the\s+vector\s+)?[a-z]|(?:indicated|given|specified)\s+by\s+(?:the\s+)?angle\s+(?:θ|theta|α|alpha))|dans\s+la\s+direction\s+(?:du\s+vecteur\s+[a-z]|(?:donn[ée]e|indiqu[ée]e)\s+par\s+l['’]\s*angle\s+(?:θ|α)))(?![\w(]|\s*=)/gi, '')
    .replace(/\s*[.:;?]\s*$/, '');
  return `${ask} ${definition.trim()}${point ? ` at ${point}` : ''}${direction ? ` in the direction ${direction}` : ''}`;
}

/** The pieces between top-level commas, brackets of every kind (<4, −3> too) kept whole. */
function topLevelPieces(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if ('([{<⟨'.includes(s[i])) depth++;
    else if (')]}>⟩'.includes(s[i])) depth--;
    else if (s[i] === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}
