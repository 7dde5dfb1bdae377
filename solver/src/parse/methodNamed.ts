/**
 * A method named after the question ("using the adjugate", "by Gaussian elimination", « par la
 * méthode de Gauss-Jordan », « par l'algorithme de Gauss », « à l'aide de la comatrice », "by Cramer's rule"): it says how to
 * work, not what to find, so the readers remove it before reading the question.
 */
export const METHOD_NAMED =
  /(?<![\p{L}])(?:using|by|with|via|par|avec|en\s+utilisant|[àa]\s+l['’]\s*aide\s+d(?:e|u|es))\s+(?:the\s+|a\s+|la\s+|le\s+|l['’]\s*|les\s+)?(?:(?:m[ée]thode|algorithme|method|algorithm)\s+(?:de\s+|du\s+|des\s+|par\s+|of\s+)?(?:la\s+|l['’]\s*)?)?(?:adjugate|adjoint|classical\s+adjoint|comatrice|cofactors?(?:\s+expansion)?|cofacteurs|row\s+(?:reduction|operations)|gauss(?:ian)?[- ]jordan(?:\s+elimination)?|gauss(?:ian)?(?:\s+elimination)?|pivot\s+de\s+gauss|sarrus(?:'s\s+rule)?|r[èe]gle\s+de\s+sarrus|[ée]limination(?:\s+de\s+gauss)?|cramer['’]?s?\s+rule|r[èe]gle\s+de\s+cramer|substitution|(?:the\s+)?inverse\s+matrix|matrice\s+inverse|d[ée]veloppement\s+(?:selon|suivant|par\s+rapport\s+[àa])\s+(?:la\s+)?(?:premi[èe]re\s+)?(?:ligne|colonne))(?:\s+(?:along|selon|suivant)\s+(?:the\s+|la\s+)?(?:first|second|third|premi[èe]re|deuxi[èe]me|troisi[èe]me)\s+(?:row|column|ligne|colonne))?(?:\s+(?:method|formula|algorithm))?/giu;

/**
 * A method advised in brackets after a sum or an integral ("(use partial fractions)", « (utiliser une
 * décomposition en éléments simples) », "(Hint: use the comparison test.)"): it says how to work,
 * never what to find, and the value is the same whichever way it is found.
 */
export const METHOD_HINT =
  /\s*\(\s*(?:(?:hint|indication|indice)\s*:\s*)?(?:use|using|try|utiliser|utilisez|on\s+pourra\s+utiliser|penser\s+[àa])\s+(?:an?\s+|the\s+|une\s+|la\s+|le\s+|les\s+|l['’]\s*)?(?:partial[- ]fractions?(?:\s+decomposition)?|d[ée]composition\s+en\s+[ée]l[ée]ments\s+simples|telescoping|t[ée]lescopage|(?:limit\s+)?comparison(?:\s+test)?|ratio\s+test|root\s+test|integral\s+test|crit[èe]re\s+(?:de\s+(?:comparaison|d['’]\s*alembert|cauchy|riemann)|des\s+s[ée]ries\s+altern[ée]es)|r[èe]gle\s+de\s+d['’]\s*alembert|integration\s+by\s+parts|int[ée]gration\s+par\s+parties)\s*[.!]?\s*\)/gi;
