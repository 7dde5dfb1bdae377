import { SolverError } from '../errors';

/**
 * Two people's carrier status asked at once is read only as "both are carriers" of two unrelated
 * people, the share of one squared. One of the two only ("exactly one", "at least one", « un seul »)
 * is another sum; relatives share their alleles, so their statuses are not independent; a child
 * asked besides ("both carriers and have an affected child") is a further factor. None of these is
 * the square, so none is read.
 */
const ONE_OF_THEM = /\b(?:exactly|only|just|at\s+(?:least|most))\s+(?:one|1)\b|\bone\s+of\s+(?:the\s+|these\s+)?(?:two|them|both|parents|people|partners)\b|\b(?:neither|either|none)\b|\bexactement\s+(?:un|une|1)\b|\bun(?:e)?\s+seul(?:e)?\b|\bau\s+(?:moins|plus)\s+(?:un|une|1)\b|\bl['’]une?\s+(?:des|d['’]entre|seul)|\baucun(?:e)?\b|\bni\s+l['’]un/i;
const RELATIVES = /\b(?:sisters?|brothers?|siblings?|cousins?|mother|father|sons?|daughters?|aunts?|uncles?|nieces?|nephews?|twins?|related|relatives?|family|kin|s(?:œ|oe)urs?|fr[èe]res?|m[èe]re|p[èe]re|fils|filles?|tantes?|oncles?|ni[èe]ces?|neveux?|jume(?:au|aux|lles?)|(?<!non[\s-])apparent[ée]e?s?|famille|consanguin\p{L}*)\b/iu;
const CHILD_TOO = /\b(?:child(?:ren)?|offspring|bab(?:y|ies)|kids?|(?<!un)affected|enfants?|b[ée]b[ée]s?|descendan\p{L}*|(?<!non[\s-])atteinte?s?|(?<!non\s)malades?)\b/iu;

/** Why two people asked about at once cannot be read, or null when it is "both carriers" of two unrelated people. */
export function twoPeopleRefusal(asked: string): SolverError | null {
  if (ONE_OF_THEM.test(asked)) return new SolverError('unsupported', {
    en: 'Only the probability that two unrelated people are both carriers is read; one of the two only ("exactly one", "at least one") was not read.',
    fr: 'Seule la probabilité que deux personnes non apparentées soient toutes deux porteuses est lue ; l’une des deux seulement (« exactement une », « au moins une ») n’a pas été lue.',
  });
  if (RELATIVES.test(asked)) return new SolverError('unsupported', {
    en: 'Relatives share their alleles, so their carrier statuses are not independent: this question was not read.',
    fr: 'Des apparentés partagent leurs allèles : qu’ils soient porteurs n’est pas indépendant, et cette question n’a pas été lue.',
  });
  if (CHILD_TOO.test(asked)) return new SolverError('unsupported', {
    en: 'A child asked together with both parents being carriers was not read; only "both carriers" is answered, and nothing was answered in its place.',
    fr: 'Un enfant demandé avec le fait que les deux parents soient porteurs n’a pas été lu ; seul « les deux porteurs » est traité, et rien n’a été répondu à sa place.',
  });
  return null;
}
