/**
 * The plans on sale (spec §6, §9): prices in USD, quotas, and the features each one advertises.
 * The pricing page, the landing page and the server's quota and payment code all read from here,
 * so a price is written once.
 */
import type { LocalizedText } from './messages';

export const PLAN_IDS = ['free', 'basic', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const CURRENCY = 'USD';
export const PAYMENT_INTENT = 'subscription';
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The annual-billing banner advertises savings "up to" this percentage. */
export const ANNUAL_SAVING_BANNER_PERCENT = 17;

export interface PlanQuota {
  /** The free plan counts problems per calendar month, paid plans per day. */
  window: 'month' | 'day';
  limit: number;
}

export interface Plan {
  id: PlanId;
  name: LocalizedText;
  description: LocalizedText;
  /** Prices in USD; the free plan costs 0 either way. */
  price: { monthly: number; annual: number };
  quota: PlanQuota;
  /** Features added over the previous plan, listed after "Everything in …". */
  features: readonly LocalizedText[];
  /** Marked as the recommended choice on the pricing cards. */
  highlighted: boolean;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: { en: 'Free', fr: 'Gratuit' },
    description: { en: 'Try step-by-step solving', fr: 'Découvrez la résolution pas à pas' },
    price: { monthly: 0, annual: 0 },
    quota: { window: 'month', limit: 20 },
    features: [
      { en: '20 problems per month', fr: '20 problèmes par mois' },
      { en: 'Step-by-step solutions', fr: 'Solutions pas à pas' },
      { en: 'Text input', fr: 'Saisie de texte' },
      { en: 'Theory library', fr: 'Bibliothèque de cours' },
      { en: 'Basic verification', fr: 'Vérification de base' },
    ],
    highlighted: false,
  },
  basic: {
    id: 'basic',
    name: { en: 'Basic', fr: 'Essentiel' },
    description: { en: 'For regular homework', fr: 'Pour les devoirs réguliers' },
    price: { monthly: 9.99, annual: 99.99 },
    quota: { window: 'day', limit: 50 },
    features: [
      { en: '50 problems per day', fr: '50 problèmes par jour' },
      { en: 'Everything in Free', fr: 'Tout le contenu de l’offre Gratuit' },
      { en: 'Audio explanations', fr: 'Explications audio' },
      { en: 'Image OCR', fr: 'Reconnaissance d’images (OCR)' },
      { en: 'PDF upload', fr: 'Import de PDF' },
      { en: 'Priority support', fr: 'Assistance prioritaire' },
    ],
    highlighted: true,
  },
  pro: {
    id: 'pro',
    name: { en: 'Pro', fr: 'Pro' },
    description: { en: 'For intensive study', fr: 'Pour un travail intensif' },
    price: { monthly: 19.99, annual: 199.99 },
    quota: { window: 'day', limit: 100 },
    features: [
      { en: '100 problems per day', fr: '100 problèmes par jour' },
      { en: 'Everything in Basic', fr: 'Tout le contenu de l’offre Essentiel' },
      { en: 'Advanced verification', fr: 'Vérification avancée' },
      { en: 'Export to PDF', fr: 'Export en PDF' },
      { en: 'Custom study plans', fr: 'Plans d’étude personnalisés' },
      { en: 'API access', fr: 'Accès à l’API' },
      { en: 'White-label', fr: 'Marque blanche' },
      { en: 'Priority email and phone support', fr: 'Assistance prioritaire par e-mail et téléphone' },
    ],
    highlighted: false,
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The price charged for a plan and billing period, as the payment provider wants it ("9.99"). */
export function planAmount(id: PlanId, period: BillingPeriod): string {
  return PLANS[id].price[period].toFixed(2);
}

/** What paying yearly saves over twelve monthly payments, in USD rounded to cents (spec §2 Pricing). */
export function annualSaving(id: PlanId): number {
  const { monthly, annual } = PLANS[id].price;
  return Math.round((monthly * 12 - annual) * 100) / 100;
}
