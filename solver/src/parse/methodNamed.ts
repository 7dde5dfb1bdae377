/**
 * A method named after the question ("using the adjugate", "by Gaussian elimination", « par la
 * méthode de Gauss-Jordan », « à l'aide de la comatrice », "by Cramer's rule"): it says how to
 * work, not what to find, so the readers remove it before reading the question.
 */
export const METHOD_NAMED =
  /(?<![\p{L}])(?:using|by|with|via|par|avec|en\s+utilisant|[àa]\s+l['’]\s*aide\s+d(?:e|u|es))\s+(?:the\s+|a\s+|la\s+|le\s+|l['’]\s*|les\s+)?(?:m[ée]thode\s+(?:de\s+|du\s+|des\s+)?(?:la\s+|l['’]\s*)?)?(?:adjugate|adjoint|classical\s+adjoint|comatrice|cofactors?(?:\s+expansion)?|cofacteurs|row\s+(?:reduction|operations)|gauss(?:ian)?[- ]jordan(?:\s+elimination)?|gauss(?:ian)?(?:\s+elimination)?|pivot\s+de\s+gauss|sarrus(?:'s\s+rule)?|r[èe]gle\s+de\s+sarrus|[ée]limination(?:\s+de\s+gauss)?|cramer['’]?s?\s+rule|r[èe]gle\s+de\s+cramer|substitution|(?:the\s+)?inverse\s+matrix|matrice\s+inverse|d[ée]veloppement\s+(?:selon|suivant|par\s+rapport\s+[àa])\s+(?:la\s+)?(?:premi[èe]re\s+)?(?:ligne|colonne))(?:\s+(?:along|selon|suivant)\s+(?:the\s+|la\s+)?(?:first|second|third|premi[èe]re|deuxi[èe]me|troisi[èe]me)\s+(?:row|column|ligne|colonne))?(?:\s+(?:method|formula))?/giu;
