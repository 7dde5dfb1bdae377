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

  // Library and admin (topic form, quiz editing, roles)
  levelInvalid: { en: 'Level must be HS, L1 or L2', fr: 'Le niveau doit être HS, L1 ou L2' },
  subjectInvalid: { en: 'Choose a subject of this level', fr: 'Choisissez une matière de ce niveau' },
  slugInvalid: {
    en: 'The slug must be lowercase letters and digits separated by single hyphens (e.g. linear-equations)',
    fr: 'L’identifiant doit être en minuscules et chiffres séparés par des tirets simples (ex. equations-lineaires)',
  },
  slugTaken: { en: 'A topic with this slug already exists', fr: 'Un sujet avec cet identifiant existe déjà' },
  titleEnRequired: { en: 'The English title is required', fr: 'Le titre en anglais est obligatoire' },
  titleFrRequired: { en: 'The French title is required', fr: 'Le titre en français est obligatoire' },
  titleTooLong: { en: 'The title must be at most 200 characters', fr: 'Le titre doit contenir au plus 200 caractères' },
  contentEnRequired: { en: 'The English content is required', fr: 'Le contenu en anglais est obligatoire' },
  contentFrRequired: { en: 'The French content is required', fr: 'Le contenu en français est obligatoire' },
  contentTooLong: { en: 'The content is too long', fr: 'Le contenu est trop long' },
  prerequisiteUnknown: {
    en: 'Every prerequisite must be the slug of an existing topic',
    fr: 'Chaque prérequis doit être l’identifiant d’un sujet existant',
  },
  quizQuestionRequired: { en: 'Each question needs its text in both languages', fr: 'Chaque question doit avoir son texte dans les deux langues' },
  quizOptionRequired: { en: 'Each option needs its text in both languages', fr: 'Chaque option doit avoir son texte dans les deux langues' },
  quizOptionsCount: { en: 'Each question needs 2 to 6 options', fr: 'Chaque question doit avoir de 2 à 6 options' },
  quizAnswerInvalid: { en: 'Choose which option is correct', fr: 'Choisissez l’option correcte' },
  quizExplanationRequired: { en: 'Each question needs an explanation in both languages', fr: 'Chaque question doit avoir une explication dans les deux langues' },
  quizQuestionsCount: { en: 'A quiz has 1 to 50 questions', fr: 'Un quiz comporte de 1 à 50 questions' },
  quizAnswersInvalid: { en: 'Answer every question of the quiz', fr: 'Répondez à toutes les questions du quiz' },
  quizNotFound: { en: 'This topic has no quiz yet', fr: 'Ce sujet n’a pas encore de quiz' },
  lastAdmin: {
    en: 'This is the last administrator: promote another user before removing this role',
    fr: 'C’est le dernier administrateur : nommez un autre administrateur avant de retirer ce rôle',
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
  // Plans and payments
  planRequiredBasic: {
    en: 'This feature needs the Basic or Pro plan. Please upgrade your plan.',
    fr: 'Cette fonctionnalité nécessite l’offre Essentiel ou Pro. Veuillez changer d’offre.',
  },
  planRequiredPro: {
    en: 'This feature needs the Pro plan. Please upgrade your plan.',
    fr: 'Cette fonctionnalité nécessite l’offre Pro. Veuillez changer d’offre.',
  },
  amountMismatch: {
    en: 'The amount does not match the price of this plan',
    fr: 'Le montant ne correspond pas au prix de cette offre',
  },
  paymentNotApproved: {
    en: 'The payment has not been approved yet',
    fr: 'Le paiement n’a pas encore été approuvé',
  },
  paymentNotCompleted: {
    en: 'The payment could not be completed. You have not been charged.',
    fr: 'Le paiement n’a pas pu aboutir. Aucun montant n’a été débité.',
  },
  paymentProviderError: {
    en: 'The payment provider could not be reached. Please try again.',
    fr: 'Le prestataire de paiement est injoignable. Veuillez réessayer.',
  },
  freePlanNotForSale: {
    en: 'The free plan needs no payment',
    fr: 'L’offre gratuite ne nécessite aucun paiement',
  },
  noActiveSubscription: {
    en: 'You have no paid subscription to change',
    fr: 'Vous n’avez pas d’abonnement payant à modifier',
  },
  internalError: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  serviceUnavailable: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },

  // Solving (spec §5, §8, §9)
  problemEmpty: { en: 'Please enter a math problem to solve', fr: 'Veuillez saisir un problème de mathématiques à résoudre' },
  problemTooLong: {
    en: 'This problem is too long (at most 2000 characters).',
    fr: 'Ce problème est trop long (2000 caractères au plus).',
  },
  invalidInputType: { en: 'The input type must be text, image or pdf', fr: 'Le type de saisie doit être texte, image ou pdf' },
  invalidSubject: { en: 'Unknown subject', fr: 'Matière inconnue' },
  solverTimeout: {
    en: 'This problem took too long to solve. Try a simpler form or split it into parts. It did not count against your quota.',
    fr: 'La résolution de ce problème a pris trop de temps. Essayez une forme plus simple ou découpez-le. Il n’a pas été décompté de votre quota.',
  },
  solverBusy: {
    en: 'The solver is busy right now. Please try again in a moment.',
    fr: 'Le solveur est occupé pour le moment. Veuillez réessayer dans un instant.',
  },
  solverQueueFull: {
    en: 'Many problems are being solved right now, so yours was not started. Please try again in a few seconds. It did not count against your quota.',
    fr: 'De nombreux problèmes sont en cours de résolution, le vôtre n’a donc pas été commencé. Veuillez réessayer dans quelques secondes. Il n’a pas été décompté de votre quota.',
  },
  solveFailed: { en: 'Failed to solve the problem', fr: 'Impossible de résoudre le problème' },

  // Word problems, translated by a language model (the solver does the mathematics)
  wordProblemNeedsProvider: {
    en: 'Word problems need the AI provider, which is not set up here. Type the problem as equations instead.',
    fr: 'Les problèmes rédigés nécessitent le fournisseur d’IA, qui n’est pas configuré ici. Saisissez plutôt le problème sous forme d’équations.',
  },
  wordTranslationTimeout: {
    en: 'Reading your word problem took too long. Please try again, or type it as equations. It did not count against your quota.',
    fr: 'La lecture de votre problème rédigé a pris trop de temps. Réessayez, ou saisissez-le sous forme d’équations. Il n’a pas été décompté de votre quota.',
  },
  wordTranslationBusy: {
    en: 'The AI provider that reads word problems is busy. Please try again in a moment. It did not count against your quota.',
    fr: 'Le fournisseur d’IA qui lit les problèmes rédigés est occupé. Réessayez dans un instant. Il n’a pas été décompté de votre quota.',
  },
  wordTranslationFailed: {
    en: 'The AI provider that reads word problems could not be reached. Please try again, or type the problem as equations. It did not count against your quota.',
    fr: 'Le fournisseur d’IA qui lit les problèmes rédigés est injoignable. Réessayez, ou saisissez le problème sous forme d’équations. Il n’a pas été décompté de votre quota.',
  },
  wordTranslationInvalid: {
    en: 'Your word problem could not be translated into mathematics. Please rephrase it, or type it as equations. It did not count against your quota.',
    fr: 'Votre problème rédigé n’a pas pu être traduit en mathématiques. Reformulez-le, ou saisissez-le sous forme d’équations. Il n’a pas été décompté de votre quota.',
  },

  // Study plans and advanced verification (Pro)
  studyPlanHorizonInvalid: {
    en: 'Choose a number of days (1 to 60) or an exam date within the next 60 days',
    fr: 'Choisissez un nombre de jours (1 à 60) ou une date d’examen dans les 60 prochains jours',
  },
  studyPlanGoalTooLong: { en: 'The goal must be at most 120 characters', fr: 'L’objectif doit contenir au plus 120 caractères' },
  studyPlanNoTopics: {
    en: 'The library has no topics for this level and subject yet',
    fr: 'La bibliothèque n’a pas encore de sujets pour ce niveau et cette matière',
  },
  studyPlanAnswerRequired: { en: 'Type your answer to the problem', fr: 'Saisissez votre réponse au problème' },
  checkUnavailable: {
    en: 'This solution has no stored check to repeat (it was not read as a task the verifier knows)',
    fr: 'Cette solution n’a pas de vérification enregistrée à refaire (elle n’a pas été lue comme une tâche que le vérificateur connaît)',
  },

  // Image OCR (spec §8, §9)
  invalidImageType: { en: 'Please upload a PNG or JPG image', fr: 'Veuillez importer une image PNG ou JPG' },
  imageTooLarge: { en: 'Please upload an image smaller than 10MB', fr: 'Veuillez importer une image de moins de 10 Mo' },
  imageDimensions: {
    en: 'This image is too small or too large in pixels (8 to 12,000 pixels a side, 50 megapixels at most)',
    fr: 'Cette image est trop petite ou trop grande en pixels (de 8 à 12 000 pixels de côté, 50 mégapixels au plus)',
  },
  invalidImageData: { en: 'This file could not be read as an image', fr: 'Ce fichier n’a pas pu être lu comme une image' },
  ocrFailed: { en: 'Failed to extract text from image. Please try again.', fr: 'Impossible d’extraire le texte de l’image. Veuillez réessayer.' },

  // Audio explanations (spec §4, §8)
  ttsTextEmpty: { en: 'There is no text to read aloud', fr: 'Il n’y a aucun texte à lire à voix haute' },
  ttsTextTooLong: {
    en: 'This text is too long to read aloud (20,000 characters at most)',
    fr: 'Ce texte est trop long pour être lu à voix haute (20 000 caractères au plus)',
  },
  audioFailed: { en: 'Failed to generate audio explanation', fr: 'Impossible de générer l’explication audio' },
  rangeNotSatisfiable: { en: 'The requested range is not part of this audio', fr: 'La plage demandée ne fait pas partie de cet audio' },

  // API tokens and the public API (/api/v1)
  apiTokenNameRequired: { en: 'Give the token a name', fr: 'Donnez un nom au jeton' },
  apiTokenNameTooLong: { en: 'The token name must be at most 100 characters', fr: 'Le nom du jeton doit contenir au plus 100 caractères' },
  apiTokenLimit: {
    en: 'You already have 20 API tokens. Revoke one before creating another.',
    fr: 'Vous avez déjà 20 jetons d’API. Révoquez-en un avant d’en créer un autre.',
  },
  apiTokenInvalid: {
    en: 'The API token is missing, unknown or revoked. Send Authorization: Bearer <token> with a token from your account page.',
    fr: 'Le jeton d’API est absent, inconnu ou révoqué. Envoyez Authorization: Bearer <jeton> avec un jeton de votre page de compte.',
  },
  apiTokenRateLimited: {
    en: 'Too many requests with this API token. Wait until the limit resets (see Retry-After).',
    fr: 'Trop de requêtes avec ce jeton d’API. Attendez que la limite se réinitialise (voir Retry-After).',
  },

  // Priority support (Help page, admin Support tab)
  supportSubjectRequired: { en: 'Please enter a subject', fr: 'Veuillez saisir un objet' },
  supportSubjectTooLong: { en: 'The subject must be at most 150 characters', fr: 'L’objet doit contenir au plus 150 caractères' },
  supportMessageRequired: { en: 'Please describe your question', fr: 'Veuillez décrire votre question' },
  supportMessageTooLong: { en: 'The message must be at most 5,000 characters', fr: 'Le message doit contenir au plus 5 000 caractères' },
  supportReplyRequired: { en: 'Please write a reply', fr: 'Veuillez rédiger une réponse' },
  supportReplyTooLong: { en: 'The reply must be at most 5,000 characters', fr: 'La réponse doit contenir au plus 5 000 caractères' },
  ticketClosed: { en: 'This ticket is closed', fr: 'Ce ticket est clos' },

  // White-label branding (Pro)
  brandNameRequired: { en: 'Please enter the name to show', fr: 'Veuillez saisir le nom à afficher' },
  brandNameTooLong: { en: 'The name must be at most 80 characters', fr: 'Le nom doit contenir au plus 80 caractères' },
  accentColorInvalid: { en: 'The accent colour must be written #rrggbb', fr: 'La couleur d’accent doit s’écrire #rrggbb' },
  logoInvalidType: { en: 'Please upload a PNG or SVG logo', fr: 'Veuillez importer un logo PNG ou SVG' },
  logoTooLarge: { en: 'Please upload a logo smaller than 200 KB', fr: 'Veuillez importer un logo de moins de 200 Ko' },
  logoUnreadable: { en: 'This logo could not be read as an image', fr: 'Ce logo n’a pas pu être lu comme une image' },
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
