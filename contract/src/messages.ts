/**
 * Every message the API can send, keyed by a stable code, in English and French.
 * The server answers errors as `{ message: <text in the caller's language>, code }`;
 * zod schemas in this package use these codes as their validation messages, so a form
 * can show `MESSAGES[code][language]` for a field error without a round trip.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocalizedText {
  en: string;
  fr: string;
}

export const MESSAGES = {
  // Validation (spec §5)
  invalidEmail: { en: 'Please enter a valid email address', fr: 'Veuillez saisir une adresse e-mail valide' },
  passwordTooShort: {
    en: 'Password must be at least 6 characters',
    fr: 'Le mot de passe doit contenir au moins 6 caractères',
  },
  passwordTooLong: {
    en: 'Password must be at most 200 characters',
    fr: 'Le mot de passe doit contenir au plus 200 caractères',
  },
  passwordRequired: { en: 'Password is required', fr: 'Le mot de passe est obligatoire' },
  firstNameRequired: { en: 'First name is required', fr: 'Le prénom est obligatoire' },
  lastNameRequired: { en: 'Last name is required', fr: 'Le nom est obligatoire' },
  nameTooLong: { en: 'Name must be at most 100 characters', fr: 'Le nom doit contenir au plus 100 caractères' },
  invalidLocale: { en: 'Language must be English or French', fr: 'La langue doit être le français ou l’anglais' },
  invalidRequest: { en: 'The request is not valid', fr: 'La requête n’est pas valide' },
  invalidJson: { en: 'The request body is not valid JSON', fr: 'Le corps de la requête n’est pas un JSON valide' },

  // Accounts
  emailTaken: {
    en: 'An account with this email already exists. Please sign in instead.',
    fr: 'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter.',
  },
  invalidCredentials: { en: 'Invalid email or password', fr: 'E-mail ou mot de passe incorrect' },
  tooManyLoginAttempts: {
    en: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    fr: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.',
  },

  // Generic HTTP errors
  unauthorized: { en: 'Unauthorized', fr: 'Non autorisé : veuillez vous connecter' },
  adminRequired: { en: 'Admin access required', fr: 'Accès administrateur requis' },
  foreignOrigin: {
    en: 'This request came from another site and was refused',
    fr: 'Cette requête provient d’un autre site et a été refusée',
  },
  notFound: { en: 'Not found', fr: 'Introuvable' },
  payloadTooLarge: { en: 'The request is too large', fr: 'La requête est trop volumineuse' },
  tooManyRequests: {
    en: 'Too many requests. Please slow down and try again shortly.',
    fr: 'Trop de requêtes. Veuillez ralentir et réessayer dans un instant.',
  },
  quotaExceeded: {
    en: "You've reached your daily limit. Please upgrade your plan.",
    fr: 'Vous avez atteint votre limite. Veuillez passer à une offre supérieure.',
  },
  internalError: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  serviceUnavailable: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
} as const satisfies Record<string, LocalizedText>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** The text of a message in a language; an unknown code falls back to the generic invalid-request text. */
export function messageText(code: string, locale: Locale): string {
  return isMessageCode(code) ? MESSAGES[code][locale] : MESSAGES.invalidRequest[locale];
}
